// The owner's pages: the users (each with a page of their own: role, a new password, removal) and
// the audit log. Rendered as the other pages are (pages.tsx): no script, every value as text.
import { userRoles, type LoggedEntry, type User } from "../database/index.ts";
import { longestName } from "../users/name-rules.ts";
import { shortestPassword } from "../users/password-rules.ts";
import { html, localTime, Page, roleNames } from "./page-frame.tsx";
import { adminPaths } from "./paths.ts";
import type { Session } from "./sessions.ts";

/** What the add form had, kept when it is shown again (never the password), and what to say. */
export interface UserForm {
  name?: string;
  role?: string;
  done?: string;
  problem?: string;
}

function Said({ done, problem }: { done?: string; problem?: string }) {
  return (
    <>
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
      {done && (
        <p role="status" className="done">
          {done}
        </p>
      )}
    </>
  );
}

function RoleSelect({ id, value }: { id: string; value: string }) {
  return (
    <select id={id} name="role" defaultValue={value}>
      {userRoles.map((role) => (
        <option key={role} value={role}>
          {roleNames[role]}
        </option>
      ))}
    </select>
  );
}

/** The two password fields of a new password, and what it needs. */
function NewPassword() {
  return (
    <>
      <label htmlFor="password">New password</label>
      <input
        id="password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={shortestPassword}
        maxLength={256}
        aria-describedby="password-help"
      />
      <p id="password-help" className="meta">
        At least {shortestPassword} characters. A few words that mean something only to them make a long one that is easy to remember.
      </p>
      <label htmlFor="again">The same password again</label>
      <input id="again" name="again" type="password" autoComplete="new-password" required minLength={shortestPassword} maxLength={256} />
    </>
  );
}

const lastSignInText = (at: string | null | undefined, timeZone: string) => (at ? `last signed in ${localTime(at, timeZone)}` : "never signed in");

export function usersPage(
  session: Session,
  data: { users: readonly User[]; lastSignIns: ReadonlyMap<number, string>; timeZone: string; form: UserForm },
): string {
  const { form } = data;
  return html(
    <Page title="Users" session={session}>
      <h1>Users</h1>
      <Said done={form.done} problem={form.problem} />
      <p>
        Times are in {data.timeZone}. <a href={adminPaths.audit}>Audit log</a>
      </p>
      <ul className="leads">
        {data.users.map((user) => (
          <li key={user.id}>
            <p className="who">
              <a href={`${adminPaths.users}/${user.id}`}>
                <bdi>{user.name}</bdi>
              </a>
              {user.id === session.user.id ? " (you)" : ""}
            </p>
            <p className="meta">
              {roleNames[user.role]} · {lastSignInText(data.lastSignIns.get(user.id), data.timeZone)}
            </p>
          </li>
        ))}
      </ul>
      <h2>Add a user</h2>
      <form method="post" action={adminPaths.users} className="stack">
        <input type="hidden" name="csrf" value={session.csrfToken} />
        <label htmlFor="name">Name</label>
        <input
          id="name"
          name="name"
          required
          maxLength={longestName}
          defaultValue={form.name ?? ""}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <label htmlFor="role">What the account may do</label>
        <RoleSelect id="role" value={form.role ?? "sales"} />
        <NewPassword />
        <button type="submit">Add the user</button>
      </form>
    </Page>,
  );
}

export function userPage(session: Session, data: { user: User; lastSignIn: string | null; timeZone: string; done?: string; problem?: string }): string {
  const { user } = data;
  const action = `${adminPaths.users}/${user.id}`;
  const token = <input type="hidden" name="csrf" value={session.csrfToken} />;
  const self = user.id === session.user.id;
  return html(
    <Page title={user.name} session={session}>
      <p>
        <a href={adminPaths.users}>All users</a>
      </p>
      <h1>
        <bdi>{user.name}</bdi>
      </h1>
      <Said done={data.done} problem={data.problem} />
      <p className="meta">
        {roleNames[user.role]} · added {localTime(user.createdAt, data.timeZone)} · {lastSignInText(data.lastSignIn, data.timeZone)}
      </p>
      <h2>What the account may do</h2>
      <form method="post" action={action} className="stack">
        {token}
        <input type="hidden" name="change" value="role" />
        <label htmlFor="role">Role</label>
        <RoleSelect id="role" value={user.role} />
        <button type="submit">Save the role</button>
      </form>
      <h2>A new password</h2>
      <form method="post" action={action} className="stack">
        {token}
        <input type="hidden" name="change" value="reset" />
        <p>{self ? "You are signed out everywhere, and sign in again with it." : "They are signed out everywhere, and sign in again with it."}</p>
        <NewPassword />
        <button type="submit">Set the new password</button>
      </form>
      <h2>Remove</h2>
      <form method="post" action={action} className="stack">
        {token}
        <input type="hidden" name="change" value="remove" />
        <p>They can no longer sign in, and the leads they answer are given to nobody. Their past changes keep their name.</p>
        <div className="check">
          <input id="confirm" name="confirm" type="checkbox" value="yes" required />
          <label htmlFor="confirm">Yes, remove {user.name}</label>
        </div>
        <button type="submit">Remove the user</button>
      </form>
    </Page>,
  );
}

/** What each action of the audit log means, in words. */
const actionNames: Record<string, string> = {
  login: "signed in",
  "login-failed": "failed to sign in",
  logout: "signed out",
  export: "downloaded leads as CSV",
  "user-added": "added a user",
  "role-changed": "changed the role of",
  "password-reset": "set a new password for",
  "user-removed": "removed the user",
  "pages-saved": "saved the site's pages (in the editor)",
  "picture-uploaded": "uploaded a photo (in the editor)",
  published: "published version",
  built: "built, to preview, version",
  "made-live": "made live again version",
};

/** An entry's details as words: "to: owner, from: sales". */
const detailText = (detail: Record<string, unknown> | null): string =>
  detail
    ? Object.entries(detail)
        .map(([key, value]) => `${key.replace(/[A-Z]/g, (capital) => ` ${capital.toLowerCase()}`)}: ${String(value)}`)
        .join(", ")
    : "";

export function auditPage(session: Session, data: { entries: readonly LoggedEntry[]; timeZone: string }): string {
  return html(
    <Page title="Audit log" session={session}>
      <p>
        <a href={adminPaths.users}>Users</a>
      </p>
      <h1>Audit log</h1>
      <p>
        The newest {data.entries.length} entries, newest first; times in {data.timeZone}. A failed sign-in shows the name that was typed, whoever typed it.
      </p>
      <ol className="history">
        {data.entries.map((entry, index) => (
          <li key={index}>
            <span className="meta">{localTime(entry.at, data.timeZone)} · </span>
            <bdi>{entry.userName ?? "(no name typed)"}</bdi> {actionNames[entry.action] ?? entry.action}
            {entry.subject !== null && (
              <>
                {" "}
                <bdi>{entry.subject}</bdi>
              </>
            )}
            {entry.detail && ` (${detailText(entry.detail)})`}
            {entry.address && <span className="meta"> · from {entry.address}</span>}
          </li>
        ))}
      </ol>
    </Page>,
  );
}

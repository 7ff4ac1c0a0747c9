// The admin's pages, rendered on the server to HTML with no script at all: a form posts, a link
// loads. React writes every value as text (escaped), so whatever a stranger typed into a lead is
// shown as the words it is and never runs; nothing here sets HTML from a string.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { InboxLead } from "../database/index.ts";
import type { Session } from "./sessions.ts";
import { adminPaths } from "./paths.ts";

export const roleNames = { sales: "sales (the leads)", editor: "editor (the pages)", owner: "owner (everything)" } as const;

function Page({ title, children, session }: { title: string; children: ReactNode; session?: Session }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · Admin`}</title>
        <link rel="stylesheet" href={adminPaths.style} />
      </head>
      <body>
        <header>
          <a href={adminPaths.home} className="brand">
            Admin
          </a>
          {session && (
            <form method="post" action={adminPaths.logout} className="signed-in">
              <span>
                {session.user.name} · {session.user.role}
              </span>
              <input type="hidden" name="csrf" value={session.csrfToken} />
              <button type="submit">Sign out</button>
            </form>
          )}
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}

export const html = (element: ReactNode): string => `<!doctype html>${renderToStaticMarkup(element)}`;

export function loginPage({ message, name = "" }: { message?: string; name?: string } = {}): string {
  return html(
    <Page title="Sign in">
      <h1>Sign in</h1>
      {message && (
        <p role="alert" className="problem">
          {message}
        </p>
      )}
      <form method="post" action={adminPaths.login} className="stack">
        <label htmlFor="name">Name</label>
        <input id="name" name="name" autoComplete="username" required maxLength={200} defaultValue={name} autoCapitalize="none" spellCheck={false} />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={1024} />
        <button type="submit">Sign in</button>
      </form>
    </Page>,
  );
}

export function homePage(session: Session): string {
  const { role } = session.user;
  return html(
    <Page title="Home" session={session}>
      <h1>Signed in as {session.user.name}</h1>
      <p>Your account can: {roleNames[role]}.</p>
      <ul>
        {(role === "sales" || role === "owner") && (
          <li>
            <a href={adminPaths.leads}>Leads</a>: every form sent from the site, newest first.
          </li>
        )}
        {(role === "editor" || role === "owner") && <li>Editing the pages from the browser is not here yet: use npx pages edit.</li>}
      </ul>
    </Page>,
  );
}

/** A lead's time as the company reads it: in its time zone, day and time. */
function localTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

export function leadsPage(session: Session, leads: readonly InboxLead[], options: { timeZone: string; total: number }): string {
  return html(
    <Page title="Leads" session={session}>
      <h1>Leads</h1>
      <p>
        {options.total === 0
          ? "No lead has come in yet."
          : `${options.total} in all${options.total > leads.length ? `, the newest ${leads.length} shown` : ""}. Times are in ${options.timeZone}.`}
      </p>
      <ol className="leads">
        {leads.map((lead) => (
          <li key={lead.id} className={lead.status === "new" ? "new" : undefined}>
            <p className="who">
              <bdi>{lead.fields.name ?? "(no name)"}</bdi>
              {lead.status === "new" && <span className="badge">new</span>}
            </p>
            <p className="meta">
              {localTime(lead.receivedAt, options.timeZone)} · {lead.form} form · from <bdi>{lead.page}</bdi>
              {lead.language ? ` · ${lead.language}` : ""}
            </p>
            {lead.fields.phone && (
              <p>
                <a href={`tel:${lead.fields.phone.replace(/[^\d+]/g, "")}`} dir="ltr">
                  {lead.fields.phone}
                </a>
              </p>
            )}
            {lead.fields.message && (
              <p className="message">
                <bdi>{lead.fields.message}</bdi>
              </p>
            )}
          </li>
        ))}
      </ol>
    </Page>,
  );
}

export function refusedPage(title: string, message: string, session?: Session): string {
  return html(
    <Page title={title} session={session}>
      <h1>{title}</h1>
      <p>{message}</p>
    </Page>,
  );
}

// The owner's pages: the company's users (add one, change a role, set a new password, remove one)
// and the audit log. The same rules as `pages users` (a name's and a password's, users/), and one
// more the browser needs: the last owner can be neither removed nor given another role, or nobody
// could manage users from here again. Every change is written to the audit log.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { userRoles, type PagesDatabase, type UserRole } from "../database/index.ts";
import { hashPassword, type ScryptParameters } from "../users/password-hash.ts";
import { passwordRefusal } from "../users/password-rules.ts";
import { nameRefusal } from "../users/name-rules.ts";
import { ownerOnly } from "./access.ts";
import { refusedPage } from "./pages.tsx";
import { auditPage, userPage, usersPage, type UserForm } from "./user-pages.tsx";
import { adminPaths } from "./paths.ts";
import type { Audit, Session } from "./sessions.ts";

export interface UserRoutesOptions {
  database: PagesDatabase;
  now: () => Date;
  timeZone: string;
  audit: Audit;
  /** Whether a change comes from the admin's own page with its session's token; if not, the refusal is sent. */
  changeAllowed: (request: FastifyRequest, reply: FastifyReply, session: Session) => boolean;
  sent: (reply: FastifyReply, status: number, page: string) => FastifyReply;
  /** The session cookie's name for this request. */
  cookieName: (request: FastifyRequest) => string;
  /** The scrypt parameters of a new password's hash (AdminOptions.passwordHashing). */
  passwordHashing: ScryptParameters;
}

const owner = { config: { access: ownerOnly } };

/** What a form sent, as text no longer than `longest`. */
const fieldOf = (request: FastifyRequest, name: string, longest: number): string => {
  const value = ((request.body ?? {}) as Record<string, unknown>)[name];
  return typeof value === "string" ? value.slice(0, longest) : "";
};

/** Why a new password cannot be, the two copies typed compared first; null when it can. */
function newPasswordRefusal(request: FastifyRequest, name: string): string | null {
  const password = fieldOf(request, "password", 2048);
  if (password !== fieldOf(request, "again", 2048)) return "The two passwords typed differ: type the same one twice.";
  return passwordRefusal(password, name);
}

const isRole = (value: string): value is UserRole => (userRoles as readonly string[]).includes(value);

export function userRoutes(app: FastifyInstance, options: UserRoutesOptions): void {
  const { database, now, timeZone, sent } = options;
  const { audit } = options;

  const showUsers = (reply: FastifyReply, session: Session, status = 200, form: UserForm = {}) =>
    sent(reply, status, usersPage(session, { users: database.users.list(), lastSignIns: database.users.lastSignIns(), timeZone, form }));

  const gone = (reply: FastifyReply, session: Session) =>
    sent(reply, 404, refusedPage("No such user", "There is no user at this address: they may have been removed.", session));

  /** The user an address names, or null (the 404 page is then sent). */
  const userAt = (reply: FastifyReply, session: Session, id: string) => {
    const user = /^\d{1,15}$/.test(id) ? database.users.findById(Number(id)) : null;
    if (!user) gone(reply, session);
    return user;
  };

  app.get(adminPaths.users, owner, async (request, reply) => showUsers(reply, request.adminSession!));

  app.post(adminPaths.users, owner, async (request, reply) => {
    const session = request.adminSession!;
    if (!options.changeAllowed(request, reply, session)) return reply;
    const name = fieldOf(request, "name", 200);
    const role = fieldOf(request, "role", 20);
    const form = { name, role };
    if (!isRole(role)) return showUsers(reply, session, 400, { ...form, problem: "Choose what the account may do." });
    const refusal = nameRefusal(name) ?? newPasswordRefusal(request, name);
    if (refusal) return showUsers(reply, session, 400, { ...form, problem: refusal });
    const taken = database.users.find(name);
    if (taken)
      return showUsers(reply, session, 409, {
        ...form,
        problem: `There is already a user named ${taken.name} (a name is the same whatever its capitals). Choose another.`,
      });
    if (!database.users.add(name, role, await hashPassword(fieldOf(request, "password", 2048), options.passwordHashing), now().toISOString()))
      return showUsers(reply, session, 409, { ...form, problem: `There is already a user named ${name}: someone added it meanwhile.` });
    audit(request, "user-added", name, { role });
    return showUsers(reply, session, 200, { done: `Added ${name}. Give them the password in person or by phone, not by email.` });
  });

  const userPath = `${adminPaths.users}/:id`;

  app.get<{ Params: { id: string } }>(userPath, owner, async (request, reply) => {
    const session = request.adminSession!;
    const user = userAt(reply, session, request.params.id);
    return user ? sent(reply, 200, userPage(session, { user, lastSignIn: database.users.lastSignIns().get(user.id) ?? null, timeZone })) : reply;
  });

  app.post<{ Params: { id: string } }>(userPath, owner, async (request, reply) => {
    const session = request.adminSession!;
    if (!options.changeAllowed(request, reply, session)) return reply;
    const user = userAt(reply, session, request.params.id);
    if (!user) return reply;
    const again = (status: number, said: { done?: string; problem?: string }) =>
      sent(
        reply,
        status,
        userPage(session, { user: database.users.findById(user.id) ?? user, lastSignIn: database.users.lastSignIns().get(user.id) ?? null, timeZone, ...said }),
      );
    const self = user.id === session.user.id;
    const signedOut = () => reply.clearCookie(options.cookieName(request), { path: "/" }).redirect(adminPaths.login, 303);
    const change = fieldOf(request, "change", 20);

    if (change === "role") {
      const role = fieldOf(request, "role", 20);
      if (!isRole(role)) return again(400, { problem: "Choose what the account may do." });
      const result = database.users.changeRole(user.id, role);
      if (result === "missing") return gone(reply, session);
      if (result === "last-owner")
        return again(409, { problem: `${user.name} is the only owner. Make another user an owner first: someone must always be able to manage the users.` });
      if (result === "unchanged") return again(200, { done: "The role was already that." });
      audit(request, "role-changed", user.name, { from: user.role, to: role });
      // An owner who gave themselves another role can no longer open this page.
      if (self) return reply.redirect(adminPaths.home, 303);
      return again(200, { done: `${user.name} is now ${role}. It counts from their next page.` });
    }
    if (change === "reset") {
      const refusal = newPasswordRefusal(request, user.name);
      if (refusal) return again(400, { problem: refusal });
      const ended = database.users.resetPassword(
        user.name,
        await hashPassword(fieldOf(request, "password", 2048), options.passwordHashing),
        now().toISOString(),
      );
      if (ended === null) return gone(reply, session);
      audit(request, "password-reset", user.name, { sessionsEnded: ended });
      if (self) return signedOut();
      return again(200, {
        done: `New password set for ${user.name}; they were signed out everywhere (${ended} ${ended === 1 ? "session" : "sessions"}) and sign in with it.`,
      });
    }
    if (change === "remove") {
      if (fieldOf(request, "confirm", 10) !== "yes") return again(400, { problem: `Tick the box to say you mean to remove ${user.name}.` });
      const result = database.users.removeById(user.id);
      if (result === "missing") return gone(reply, session);
      if (result === "last-owner")
        return again(409, {
          problem: `${user.name} is the only owner and cannot be removed. Make another user an owner first: someone must always be able to manage the users.`,
        });
      audit(request, "user-removed", user.name, { role: user.role, leadsUnassigned: result.unassigned });
      if (self) return signedOut();
      const leads =
        result.unassigned === 0
          ? ""
          : ` The ${result.unassigned} ${result.unassigned === 1 ? "lead" : "leads"} they answered now have nobody: give them to someone in the inbox.`;
      return showUsers(reply, session, 200, { done: `Removed ${user.name}; they were signed out everywhere.${leads}` });
    }
    return again(400, { problem: "That change is not one this page knows." });
  });
}

/** How many entries of the audit log its page shows, newest first. */
const auditShown = 300;

export function auditRoutes(app: FastifyInstance, options: Pick<UserRoutesOptions, "database" | "timeZone" | "sent">): void {
  app.get(adminPaths.audit, owner, async (request, reply) =>
    options.sent(reply, 200, auditPage(request.adminSession!, { entries: options.database.sessions.recentAudit(auditShown), timeZone: options.timeZone })),
  );
}

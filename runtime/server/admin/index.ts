// The company's admin inside `pages serve`, under /admin: a login, and behind it the lead inbox.
// Everything a stranger can send is checked here: who is signed in (a session cookie, sessions.ts),
// what their role may open (every route names its roles, access.ts, checked before any handler), that a change comes from the
// admin's own pages (Origin or Sec-Fetch-Site, and the session's CSRF token), and how often a login
// may be tried (login-limiter.ts). Its pages carry no script, a policy that allows none, and are
// never cached or indexed. No code of it is in the site's pages: the visitor's bundle never has it.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { leadStatuses, type LeadStatus, type PagesDatabase, type UserRole } from "../database/index.ts";
import { clientAddress } from "../client-address.ts";
import { plainAnswer } from "../http-app.ts";
import { currentParameters, hashPassword, needsRehash, type ScryptParameters } from "../users/password-hash.ts";
import { verifyLogin } from "../users/verify-login.ts";
import { LoginLimiter, perAddress, perName } from "./login-limiter.ts";
import { leadsCsv } from "../leads/csv.ts";
import { answersByName, type AnswersOf } from "../leads/answers.ts";
import { readFilter } from "./filter.ts";
import { homePage, leadPage, leadsPage, loginPage, refusedPage, summaryPage } from "./pages.tsx";
import { everyRole, leadRoles, type Access } from "./access.ts";
import { auditRoutes, userRoutes } from "./user-routes.ts";
import { summarize } from "./summary.ts";
import { adminPaths } from "./paths.ts";
import { csrfTokenMatches, endSession, endStaleSessions, readSession, startSession, type Audit, type Session } from "./sessions.ts";
import { adminStyle } from "./style.ts";
import { editorMount, type AdminEditor } from "./editor-mount.ts";
import { publishRoutes } from "./publish-routes.ts";
import type { Previews, Publishing } from "../publish/index.ts";

export { adminPaths } from "./paths.ts";
export { csrfHeader, type AdminEditor, type EditorMount } from "./editor-mount.ts";

export interface AdminOptions {
  /** The leads' database; null while the lead endpoint is off (the admin then says it is unavailable). */
  database: PagesDatabase | null;
  /** The company's time zone, for the times of leads. */
  timeZone?: string;
  /** Behind a proxy the site trusts: the address it vouches for counts (site.leads.trustForwardedFor). */
  trustForwardedFor?: boolean;
  /** What a language is called, for the inbox (ur -> Urdu); the code itself by default. */
  languageName?: (code: string) => string;
  /** The greeting a WhatsApp message to a lead starts with, in the lead's language (its code; null when unknown); none by default. */
  greetingFor?: (language: string | null, name: string) => string;
  /** A lead's answers under the labels of its form (the lead endpoint's); under the fields' names by default. */
  answersOf?: AnswersOf;
  /** The visual editor at /admin/edit/ (cli/edit/admin-editor.ts); none: the address is not found. */
  editor?: AdminEditor;
  /** Publishing from the admin (`pages serve` gives it); without it the admin has no Publish page. */
  publishing?: { publishing: Publishing; previews: Previews };
  /** For tests: the limits of logins, and the clock. */
  limiters?: { name: LoginLimiter; address: LoginLimiter };
  now?: () => Date;
  /**
   * For tests: the scrypt parameters of the passwords the admin hashes, and of the dummy an unknown
   * name is checked against; today's (currentParameters) by default. A test that signs in many
   * times gives cheap ones, as one hash at today's takes about a second on a small machine.
   */
  passwordHashing?: ScryptParameters;
}

/** The headers of every admin answer: no script, no frame, no cache, no index. */
const adminHeaders = {
  "content-security-policy": "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
  "x-frame-options": "DENY",
  "referrer-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

/** The longest form the admin reads: a login, a note. */
const formLimitBytes = 16 * 1024;

/** The session cookie's name: with __Host- on https, so no subdomain or plain-http page can set it. */
const cookieName = (secure: boolean) => (secure ? "__Host-pages-session" : "pages-session");

const sent = (reply: FastifyReply, status: number, page: string) => reply.code(status).type("text/html; charset=utf-8").send(page);

/** The answer while the lead database cannot be opened. */
const unavailable = (reply: FastifyReply) =>
  sent(reply, 503, refusedPage("Unavailable", "The admin is off because the lead database could not be opened: the server's console says why."));

/** The answer to a change that did not come from the admin's own page, or without its session's token. */
const foreign = (reply: FastifyReply) => plainAnswer(reply, 403, "Refused: this form must be sent from the admin's own page.");

/** A route that does not say who may open it stops the server at start, not a visitor at the door. */
export function requireAccess(route: RouteOptions): void {
  if (route.config?.access === undefined)
    throw new Error(`The admin's route ${String(route.method)} ${route.url} does not say who may open it (config.access).`);
}

export function adminRoutes(options: AdminOptions): FastifyPluginAsync {
  const { database, timeZone = "Asia/Dubai", trustForwardedFor = false, now = () => new Date(), passwordHashing = currentParameters } = options;
  const languageName = options.languageName ?? ((code: string) => code);
  const greetingFor = options.greetingFor ?? (() => "");
  const answersOf = options.answersOf ?? answersByName;
  const limiters = options.limiters ?? { name: new LoginLimiter(perName), address: new LoginLimiter(perAddress) };

  return async (app) => {
    const { default: cookie } = await import("@fastify/cookie");
    await app.register(cookie);
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: formLimitBytes }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    if (database) endStaleSessions(database, now());

    const secure = (request: FastifyRequest) =>
      request.protocol === "https" ||
      (trustForwardedFor &&
        String(request.headers["x-forwarded-proto"] ?? "")
          .split(",")[0]
          ?.trim() === "https");

    /** Whether a request that changes something comes from the admin's own pages, as browsers say. */
    const sameOrigin = (request: FastifyRequest): boolean => {
      const site = request.headers["sec-fetch-site"];
      if (site !== undefined) return site === "same-origin";
      const origin = request.headers.origin;
      if (!origin) return false;
      try {
        return new URL(origin).host === request.headers.host;
      } catch {
        return false;
      }
    };

    const sessionOf = (request: FastifyRequest): Session | null =>
      database ? readSession(database, request.cookies[cookieName(secure(request))], now()) : null;

    /**
     * The session of a request to a page for these roles; or the answer already sent (the login page,
     * a refusal; in JSON to a route a script calls).
     */
    const signedIn = (request: FastifyRequest, reply: FastifyReply, roles: readonly UserRole[]): Session | null => {
      const json = request.routeOptions.config.answersJson === true;
      const refuse = (status: number, page: string, error: string) =>
        json ? reply.code(status).type("application/json; charset=utf-8").send({ error, signIn: adminPaths.login }) : sent(reply, status, page);
      if (!database) {
        if (json) refuse(503, "", "The admin is off: the server's console says why.");
        else unavailable(reply);
        return null;
      }
      const session = sessionOf(request);
      if (!session) {
        refuse(
          401,
          loginPage({ message: "Sign in to see this page." }),
          "You are signed out (after 12 hours away, or from another page): sign in again, in another tab if you have changes here to save.",
        );
        return null;
      }
      if (!roles.includes(session.user.role)) {
        const error = `Your account (${session.user.role}) cannot open this page.`;
        refuse(403, refusedPage("Not for your account", error, session), error);
        return null;
      }
      return session;
    };

    app.addHook("onRoute", requireAccess);
    app.decorateRequest("adminSession", null);

    app.addHook("onRequest", async (request, reply) => {
      reply.headers(adminHeaders);
      const access: Access | undefined = request.routeOptions.config.access;
      if (access === "anyone") return;
      // No rule (which requireAccess keeps from happening) opens to no role at all.
      const session = signedIn(request, reply, access ?? []);
      if (!session) return reply;
      request.adminSession = session;
    });

    /** Whether a change comes from the admin's own page, with its session's token; if not, the refusal is sent. */
    const changeAllowed = (request: FastifyRequest, reply: FastifyReply, session: Session): boolean => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (sameOrigin(request) && csrfTokenMatches(session, body.csrf)) return true;
      foreign(reply);
      return false;
    };

    const anyone = { config: { access: "anyone" } } as const;
    const forRoles = (roles: readonly UserRole[]) => ({ config: { access: roles } });

    app.get(adminPaths.style, anyone, async (_request, reply) => reply.type("text/css; charset=utf-8").send(adminStyle));

    app.get(adminPaths.login, anyone, async (request, reply) => {
      if (sessionOf(request)) return reply.redirect(adminPaths.home, 303);
      return sent(reply, 200, loginPage());
    });

    app.post(adminPaths.login, anyone, async (request, reply) => {
      if (!database) return unavailable(reply);
      if (!sameOrigin(request)) return foreign(reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const name = typeof body.name === "string" ? body.name.trim().slice(0, 200) : "";
      const password = typeof body.password === "string" ? body.password : "";
      const address = clientAddress(request, trustForwardedFor);
      const nameKey = name.toLowerCase();
      const wait = Math.max(limiters.name.waitFor(nameKey), limiters.address.waitFor(address));
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        return sent(
          reply.header("retry-after", String(seconds)),
          429,
          loginPage({
            name,
            message: `Too many tries. Wait ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}, then sign in again.`,
          }),
        );
      }
      const user = name && password ? await verifyLogin(database.users, name, password, passwordHashing) : null;
      const at = now().toISOString();
      if (!user) {
        limiters.name.failed(nameKey);
        limiters.address.failed(address);
        database.sessions.audit({ at, userId: null, userName: name || null, action: "login-failed", address });
        return sent(reply, 401, loginPage({ name, message: "The name or the password is not right." }));
      }
      limiters.name.succeeded(nameKey);
      limiters.address.succeeded(address);
      const stored = database.users.passwordHashOf(user.name);
      if (stored && needsRehash(stored.passwordHash, passwordHashing)) database.users.rehash(user.id, await hashPassword(password, passwordHashing));
      // A new id at every login: an id planted before it is worth nothing after.
      const previous = sessionOf(request);
      if (previous) endSession(database, previous);
      const id = startSession(database, user.id, now());
      database.sessions.audit({ at, userId: user.id, userName: user.name, action: "login", address });
      return reply
        .setCookie(cookieName(secure(request)), id, {
          path: "/",
          httpOnly: true,
          sameSite: "strict",
          secure: secure(request),
          // No expiry of its own: the server ends the session (idle 12 hours, 7 days in all).
        })
        .redirect(adminPaths.home, 303);
    });

    app.post(adminPaths.logout, anyone, async (request, reply) => {
      const session = sessionOf(request);
      if (!session) return reply.redirect(adminPaths.login, 303);
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (!sameOrigin(request) || !csrfTokenMatches(session, body.csrf)) return foreign(reply);
      endSession(database!, session);
      database!.sessions.audit({
        at: now().toISOString(),
        userId: session.user.id,
        userName: session.user.name,
        action: "logout",
        address: clientAddress(request, trustForwardedFor),
      });
      return reply.clearCookie(cookieName(secure(request)), { path: "/" }).redirect(adminPaths.login, 303);
    });

    app.get(adminPaths.home, forRoles(everyRole), async (request, reply) =>
      sent(reply, 200, homePage(request.adminSession!, { publishing: options.publishing !== undefined })),
    );

    const inboxLimit = 200;

    app.get(adminPaths.leads, forRoles(leadRoles), async (request, reply) => {
      const session = request.adminSession!;
      const { values, filter } = readFilter(request.query, timeZone);
      const { leads, total } = database!.inbox.list(filter, inboxLimit);
      return sent(reply, 200, leadsPage(session, { leads, total, values, choices: database!.inbox.choices(), timeZone, languageName }));
    });

    app.get(adminPaths.leadsCsv, forRoles(leadRoles), async (request, reply) => {
      const session = request.adminSession!;
      const { filter } = readFilter(request.query, timeZone);
      const { leads, total } = database!.inbox.list(filter, Number.MAX_SAFE_INTEGER);
      database!.sessions.audit({ at: now().toISOString(), userId: session.user.id, userName: session.user.name, action: "export", detail: { leads: total } });
      const day = now().toISOString().slice(0, 10);
      return reply.type("text/csv; charset=utf-8").header("content-disposition", `attachment; filename="leads-${day}.csv"`).send(leadsCsv(leads));
    });

    app.get(adminPaths.summary, forRoles(leadRoles), async (request, reply) => {
      const session = request.adminSession!;
      const summary = summarize(database!.inbox.overview(), { timeZone, now: now(), weeks: 12 });
      return sent(reply, 200, summaryPage(session, summary, { timeZone, languageName }));
    });

    const leadPath = `${adminPaths.leads}/:id`;
    const showLead = (reply: FastifyReply, session: Session, id: string, done?: string) => {
      const lead = database!.inbox.find(id);
      if (!lead) return sent(reply, 404, refusedPage("No such lead", "There is no lead at this address: it may have been removed.", session));
      const greeting = greetingFor(lead.language, lead.fields.name ?? "");
      const users = database!.users.list().filter((user) => user.role !== "editor");
      return sent(
        reply,
        200,
        leadPage(session, { lead, answers: answersOf(lead), events: database!.inbox.events(id), users, timeZone, languageName, greeting, done }),
      );
    };

    app.get<{ Params: { id: string } }>(leadPath, forRoles(leadRoles), async (request, reply) => showLead(reply, request.adminSession!, request.params.id));

    app.post<{ Params: { id: string } }>(leadPath, forRoles(leadRoles), async (request, reply) => {
      const session = request.adminSession!;
      if (!changeAllowed(request, reply, session)) return reply;
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { id } = request.params;
      const at = now().toISOString();
      const text = (name: string, longest: number) => (typeof body[name] === "string" ? body[name].trim().slice(0, longest) : "");
      let done: string | undefined;
      if (body.change === "status") {
        const status = text("status", 20);
        if (!(leadStatuses as readonly string[]).includes(status)) return plainAnswer(reply, 400);
        const reason = status === "lost" ? text("reason", 500) || null : null;
        done = database!.inbox.setStatus(id, status as LeadStatus, reason, session.user.id, at) ? `Status saved: ${status}.` : "The status was already that.";
      } else if (body.change === "assignee") {
        const chosen = text("assignee", 20);
        const assignee = chosen === "" ? null : Number.parseInt(chosen, 10);
        if (assignee !== null && !Number.isSafeInteger(assignee)) return plainAnswer(reply, 400);
        done = database!.inbox.assign(id, assignee, session.user.id, at) ? "Saved who answers it." : "Nothing changed.";
      } else if (body.change === "note") {
        const note = text("note", 4000);
        if (!note) return plainAnswer(reply, 400);
        done = database!.inbox.note(id, note, session.user.id, at) ? "Note added." : undefined;
      } else return plainAnswer(reply, 400);
      return showLead(reply, session, id, done);
    });

    const address = (request: FastifyRequest) => clientAddress(request, trustForwardedFor);
    const audit: Audit = (request, action, subject, detail) => {
      const session = request.adminSession;
      if (!database || !session) return;
      database.sessions.audit({
        at: now().toISOString(),
        userId: session.user.id,
        userName: session.user.name,
        action,
        subject,
        detail,
        address: address(request),
      });
    };

    userRoutes(app, {
      database: database!,
      now,
      timeZone,
      audit,
      changeAllowed,
      passwordHashing,
      sent,
      cookieName: (request) => cookieName(secure(request)),
    });
    auditRoutes(app, { database: database!, timeZone, sent });
    if (options.publishing)
      publishRoutes(app, {
        ...options.publishing,
        timeZone,
        audit,
        changeAllowed,
        sent,
        secure,
      });

    if (options.editor) {
      await app.register(options.editor(editorMount({ sameOrigin, secure, audit, publishing: options.publishing !== undefined })));
    }

    app.get(`${adminPaths.home}/`, anyone, async (_request, reply) => reply.redirect(adminPaths.home, 303));

    // Any other address or method under /admin: refused in the admin's own headers.
    app.all(`${adminPaths.home}/*`, anyone, async (_request, reply) => plainAnswer(reply, 404));
  };
}

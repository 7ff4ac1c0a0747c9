// A signed-in session: a random id in an HttpOnly cookie, only its SHA-256 in the database. It ends
// after 12 hours without a request, 7 days after the login whatever happens, at logout, or when the
// user's password is reset. Each form of the admin carries a token tied to the session (derived from
// its id, so no page needs to keep it; its hash is stored), which a change must send back.
import type { FastifyRequest } from "fastify";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FoundSession, PagesDatabase } from "../database/index.ts";

/** How long a session lasts without a request. */
export const idleLimitMs = 12 * 60 * 60 * 1000;
/** How long a session lasts in all. */
export const lifetimeMs = 7 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often (every request would be a write). */
const touchEveryMs = 60 * 1000;

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** The CSRF token of a session: the same for every page of it, unknowable without its id. */
export const csrfTokenOf = (sessionId: string): string => createHash("sha256").update(`csrf\u0000${sessionId}`).digest("base64url");

export interface Session extends FoundSession {
  /** The token each form of this session sends back. */
  csrfToken: string;
}

/** Starts a session for a user who just signed in: the id for the cookie. */
export function startSession(database: PagesDatabase, userId: number, now = new Date()): string {
  const id = randomBytes(32).toString("base64url");
  database.sessions.start({
    idHash: sha256(id),
    userId,
    csrfTokenHash: sha256(csrfTokenOf(id)),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
  });
  return id;
}

/** The live session of a cookie's id, or null (an unknown id, or one past its idle or total limit, which is then ended). */
export function readSession(database: PagesDatabase, id: string | undefined, now = new Date()): Session | null {
  if (!id || id.length > 100) return null;
  const found = database.sessions.find(sha256(id));
  if (!found) return null;
  const idleSince = new Date(now.getTime() - idleLimitMs).toISOString();
  if (found.expiresAt <= now.toISOString() || found.lastSeenAt <= idleSince) {
    database.sessions.end(found.idHash);
    return null;
  }
  if (now.getTime() - Date.parse(found.lastSeenAt) >= touchEveryMs) database.sessions.touch(found.idHash, now.toISOString());
  return { ...found, csrfToken: csrfTokenOf(id) };
}

/** Whether a form's token is its session's, compared in constant time. */
export function csrfTokenMatches(session: Session, sent: unknown): boolean {
  if (typeof sent !== "string" || sent.length > 100) return false;
  const expected = Buffer.from(session.csrfTokenHash, "hex");
  const actual = Buffer.from(sha256(sent), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function endSession(database: PagesDatabase, session: Session): void {
  database.sessions.end(session.idHash);
}

/** Ends the sessions past their time; at start and now and then. */
export function endStaleSessions(database: PagesDatabase, now = new Date()): number {
  return database.sessions.endStale(now.toISOString(), new Date(now.getTime() - idleLimitMs).toISOString());
}

/** Writes an entry of the audit log for the user signed in on a request, with the address it came from (index.ts gives it to the admin's route files). */
export type Audit = (request: FastifyRequest, action: string, subject?: string, detail?: Record<string, unknown>) => void;

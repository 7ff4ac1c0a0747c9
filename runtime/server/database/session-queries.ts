// The SQL of sessions and of the audit log beside them. Only hashes of a session's id and CSRF token
// are stored (migrations.ts): the database never holds an id a cookie could carry. The rules of a
// session (how long it lives, when it is renewed) are the admin's (runtime/server/admin/sessions.ts).
import type SqliteDatabase from "better-sqlite3";
import type { UserRole } from "./user-queries.ts";

export interface NewSession {
  idHash: string;
  userId: number;
  csrfTokenHash: string;
  createdAt: string;
  expiresAt: string;
}

/** A session as a request finds it, with its user. */
export interface FoundSession {
  idHash: string;
  csrfTokenHash: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  user: { id: number; name: string; role: UserRole };
}

export interface AuditEntry {
  at: string;
  userId: number | null;
  userName: string | null;
  action: string;
  subject?: string | null;
  detail?: Record<string, unknown> | null;
  address?: string | null;
}

/** An entry of the audit log as read back. */
export interface LoggedEntry {
  at: string;
  userName: string | null;
  action: string;
  subject: string | null;
  detail: Record<string, unknown> | null;
  address: string | null;
}

interface SessionRow {
  id_hash: string;
  csrf_token_hash: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  user_id: number;
  name: string;
  role: UserRole;
}

export function sessionQueries(sqlite: SqliteDatabase.Database) {
  const insert = sqlite.prepare<[string, number, string, string, string, string]>(
    "INSERT INTO sessions (id_hash, user_id, csrf_token_hash, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const countFor = sqlite.prepare<[number], { n: number }>("SELECT count(*) AS n FROM sessions WHERE user_id = ?");
  const byHash = sqlite.prepare<[string], SessionRow>(
    "SELECT s.id_hash, s.csrf_token_hash, s.created_at, s.last_seen_at, s.expires_at, u.id AS user_id, u.name, u.role FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?",
  );
  const touch = sqlite.prepare<[string, string]>("UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?");
  const end = sqlite.prepare<[string]>("DELETE FROM sessions WHERE id_hash = ?");
  const endStale = sqlite.prepare<[string, string]>("DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?");
  const audit = sqlite.prepare<[string, number | null, string | null, string, string | null, string | null, string | null]>(
    "INSERT INTO audit_log (at, user_id, user_name, action, subject, detail, address) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const recentAudit = sqlite.prepare<
    [number],
    { at: string; user_name: string | null; action: string; subject: string | null; detail: string | null; address: string | null }
  >("SELECT at, user_name, action, subject, detail, address FROM audit_log ORDER BY id DESC LIMIT ?");
  return {
    start(session: NewSession): void {
      insert.run(session.idHash, session.userId, session.csrfTokenHash, session.createdAt, session.createdAt, session.expiresAt);
    },
    /** How many sessions a user has, ended ones not counted (they are deleted). */
    countFor: (userId: number): number => countFor.get(userId)!.n,
    /** The session whose id hashes to this, with its user, or null. */
    find(idHash: string): FoundSession | null {
      const row = byHash.get(idHash);
      if (!row) return null;
      return {
        idHash: row.id_hash,
        csrfTokenHash: row.csrf_token_hash,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
        user: { id: row.user_id, name: row.name, role: row.role },
      };
    },
    /** Notes that the session was used now (its idle time starts again). */
    touch: (idHash: string, now: string): void => void touch.run(now, idHash),
    /** Ends a session; false when there was none. */
    end: (idHash: string): boolean => end.run(idHash).changes > 0,
    /** Ends every session past its end or idle since before `idleSince`; how many. */
    endStale: (now: string, idleSince: string): number => endStale.run(now, idleSince).changes,
    /** Writes an entry of the audit log: who did what, when, from where. */
    audit(entry: AuditEntry): void {
      audit.run(
        entry.at,
        entry.userId,
        entry.userName,
        entry.action,
        entry.subject ?? null,
        entry.detail ? JSON.stringify(entry.detail) : null,
        entry.address ?? null,
      );
    },
    /** The newest entries of the audit log, newest first. */
    recentAudit: (limit: number): LoggedEntry[] =>
      recentAudit.all(limit).map((row) => ({
        at: row.at,
        userName: row.user_name,
        action: row.action,
        subject: row.subject,
        detail: row.detail === null ? null : (JSON.parse(row.detail) as Record<string, unknown>),
        address: row.address,
      })),
  };
}

export type SessionQueries = ReturnType<typeof sessionQueries>;

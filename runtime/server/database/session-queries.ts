// The SQL of sessions. Only hashes of a session's id and CSRF token are stored (migrations.ts); the
// login route that makes the ids and hashes them is still to come. What is here now is what
// `pages users` and its tests need: a session started, and how many a user has.
import type SqliteDatabase from "better-sqlite3";

export interface NewSession {
  idHash: string;
  userId: number;
  csrfTokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export function sessionQueries(sqlite: SqliteDatabase.Database) {
  const insert = sqlite.prepare<[string, number, string, string, string, string]>(
    "INSERT INTO sessions (id_hash, user_id, csrf_token_hash, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const countFor = sqlite.prepare<[number], { n: number }>("SELECT count(*) AS n FROM sessions WHERE user_id = ?");
  return {
    start(session: NewSession): void {
      insert.run(session.idHash, session.userId, session.csrfTokenHash, session.createdAt, session.createdAt, session.expiresAt);
    },
    /** How many sessions a user has, ended ones not counted (they are deleted). */
    countFor: (userId: number): number => countFor.get(userId)!.n,
  };
}

export type SessionQueries = ReturnType<typeof sessionQueries>;

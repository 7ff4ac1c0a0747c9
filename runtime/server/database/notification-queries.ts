// The SQL of the emails that tell the company of new leads: each waits in pending_notifications
// (written with its lead, lead-queries.ts) until it is sent, when it is deleted, or tried again later.
import type SqliteDatabase from "better-sqlite3";

export interface PendingNotification {
  id: number;
  leadId: string;
  recipient: string;
  attempts: number;
}

export function notificationQueries(sqlite: SqliteDatabase.Database) {
  const due = sqlite.prepare<[string, number], { id: number; lead_id: string; recipient: string; attempts: number }>(
    "SELECT id, lead_id, recipient, attempts FROM pending_notifications WHERE next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
  );
  const sent = sqlite.prepare<[number]>("DELETE FROM pending_notifications WHERE id = ?");
  const failed = sqlite.prepare<[string, string, number]>(
    "UPDATE pending_notifications SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?",
  );
  const next = sqlite.prepare<[], { at: string | null }>("SELECT min(next_attempt_at) AS at FROM pending_notifications");
  const waiting = sqlite.prepare<[], { n: number; error: string | null }>(
    "SELECT count(*) AS n, (SELECT last_error FROM pending_notifications WHERE last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS error FROM pending_notifications",
  );
  return {
    /** The emails whose time has come, the oldest first. */
    due: (now: string, limit: number): PendingNotification[] =>
      due.all(now, limit).map((row) => ({ id: row.id, leadId: row.lead_id, recipient: row.recipient, attempts: row.attempts })),
    sent: (id: number): void => void sent.run(id),
    /** Notes a failed try and when to try again. */
    failed: (id: number, nextAttemptAt: string, error: string): void => void failed.run(nextAttemptAt, error, id),
    /** When the next email is due, or null when none waits. */
    nextDue: (): string | null => next.get()!.at,
    /** How many wait, and the last reason one could not be sent. */
    waiting: () => {
      const row = waiting.get()!;
      return { count: row.n, lastError: row.error };
    },
  };
}

export type NotificationQueries = ReturnType<typeof notificationQueries>;

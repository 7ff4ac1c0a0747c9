// The SQL of leads and of their forwarding to the webhook. Statements are prepared once per
// connection; every change that must happen whole runs in one transaction.
import type SqliteDatabase from "better-sqlite3";
import type { ForwardingFailure, Lead, Refusal } from "../leads/record.ts";
import { writeTransaction } from "./write-transaction.ts";

interface LeadRow {
  id: string;
  received_at: string;
  form: string;
  page: string;
  fields: string;
}

interface FailureRow {
  webhook: string;
  since: string;
  last_try: string;
  tries: number;
  problem: string;
  status: number | null;
  redirect: string | null;
}

/** A lead to store, with the language of the page it came from when known, and who to tell of it by email. */
export interface NewLead extends Lead {
  language?: string | null;
  notify?: readonly string[];
}

/** A file of the JSON Lines store, as it was when imported. */
export interface ImportedFile {
  path: string;
  size: number;
  modifiedMs: number;
  /** How many records were read from it. */
  records: number;
}

/** What the JSON Lines store and the forwarder's files held. */
export interface LegacyRecords {
  leads: readonly Lead[];
  forwarded: ReadonlySet<string>;
  refusals: ReadonlyMap<string, Refusal>;
  failure: ForwardingFailure | null;
}

const leadColumns = "id, received_at, form, page, fields";

function toLead(row: LeadRow): Lead {
  return { id: row.id, receivedAt: row.received_at, form: row.form, page: row.page, fields: JSON.parse(row.fields) as Record<string, string> };
}

export function leadQueries(sqlite: SqliteDatabase.Database) {
  const insert = sqlite.prepare<[string, string, string, string, string | null, string]>(
    "INSERT INTO leads (id, received_at, form, page, language, fields) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const insertIfNew = sqlite.prepare<[string, string, string, string, string]>(
    "INSERT INTO leads (id, received_at, form, page, fields) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
  );
  const all = sqlite.prepare<[], LeadRow>(`SELECT ${leadColumns} FROM leads ORDER BY seq`);
  const since = sqlite.prepare<[string], LeadRow>(`SELECT ${leadColumns} FROM leads WHERE received_at >= ? ORDER BY seq`);
  const count = sqlite.prepare<[], { n: number }>("SELECT count(*) AS n FROM leads");
  const notify = sqlite.prepare<[string, string, string, string]>(
    "INSERT INTO pending_notifications (lead_id, recipient, created_at, next_attempt_at) VALUES (?, ?, ?, ?)",
  );

  const pending = sqlite.prepare<[], LeadRow>(`SELECT ${leadColumns} FROM leads WHERE forward_state = 'pending' ORDER BY seq`);
  const pendingCount = sqlite.prepare<[], { n: number }>("SELECT count(*) AS n FROM leads WHERE forward_state = 'pending'");
  const forwarded = sqlite.prepare<[string, string]>(
    "UPDATE leads SET forward_state = 'forwarded', forwarded_at = ? WHERE id = ? AND forward_state = 'pending'",
  );
  const refused = sqlite.prepare<[string, number, string, string]>(
    "UPDATE leads SET forward_state = 'refused', refused_at = ?, refused_status = ?, refused_answer = ? WHERE id = ? AND forward_state = 'pending'",
  );
  const refusals = sqlite.prepare<[], { id: string; refused_at: string; refused_status: number; refused_answer: string }>(
    "SELECT id, refused_at, refused_status, refused_answer FROM leads WHERE forward_state = 'refused' ORDER BY seq",
  );
  const resend = sqlite.prepare<[string]>(
    "UPDATE leads SET forward_state = 'pending', refused_at = NULL, refused_status = NULL, refused_answer = NULL WHERE id = ? AND forward_state = 'refused'",
  );
  const failure = sqlite.prepare<[], FailureRow>("SELECT webhook, since, last_try, tries, problem, status, redirect FROM forwarding_failure WHERE id = 1");
  const keepFailure = sqlite.prepare<[string, string, string, number, string, number | null, string | null]>(
    `INSERT INTO forwarding_failure (id, webhook, since, last_try, tries, problem, status, redirect) VALUES (1, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET webhook = excluded.webhook, since = excluded.since, last_try = excluded.last_try,
       tries = excluded.tries, problem = excluded.problem, status = excluded.status, redirect = excluded.redirect`,
  );
  const clearFailure = sqlite.prepare("DELETE FROM forwarding_failure");
  const imported = sqlite.prepare<[string], { size: number; modified_ms: number }>("SELECT size, modified_ms FROM imports WHERE path = ?");
  const recordImport = sqlite.prepare<[string, number, number, string, number]>(
    `INSERT INTO imports (path, size, modified_ms, imported_at, records) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (path) DO UPDATE SET size = excluded.size, modified_ms = excluded.modified_ms, imported_at = excluded.imported_at, records = excluded.records`,
  );

  const writeFailure = (value: ForwardingFailure) =>
    keepFailure.run(value.webhook, value.since, value.lastTry, value.tries, value.problem, value.status, value.redirect);

  return {
    /** Stores leads in one transaction: when it returns, they are on disk (synchronous=FULL). */
    insert: writeTransaction(sqlite, (leads: readonly NewLead[]) => {
      for (const lead of leads) {
        insert.run(lead.id, lead.receivedAt, lead.form, lead.page, lead.language ?? null, JSON.stringify(lead.fields));
        // Its emails wait in the same transaction: a stored lead is always told of, across restarts.
        for (const recipient of lead.notify ?? []) notify.run(lead.id, recipient, lead.receivedAt, lead.receivedAt);
      }
    }),
    /** Every lead in the order received, or those received at or after a moment (ISO 8601 in UTC). */
    list(from?: string): Lead[] {
      return (from === undefined ? all.all() : since.all(from)).map(toLead);
    },
    count: (): number => count.get()!.n,

    /** The leads the webhook has neither taken nor refused, in the order received. */
    toForward: (): Lead[] => pending.all().map(toLead),
    waitingCount: (): number => pendingCount.get()!.n,
    markForwarded(id: string, at: string): void {
      forwarded.run(at, id);
    },
    markRefused(refusal: Refusal): void {
      refused.run(refusal.at, refusal.status, refusal.answer, refusal.id);
    },
    refusals(): Map<string, Refusal> {
      return new Map(refusals.all().map((row) => [row.id, { id: row.id, at: row.refused_at, status: row.refused_status, answer: row.refused_answer }]));
    },
    /** Puts refused leads back in the webhook's queue; returns the ids that were refused. */
    resend: writeTransaction(sqlite, (ids: readonly string[]): string[] => ids.filter((id) => resend.run(id).changes > 0)),
    failure(): ForwardingFailure | null {
      const row = failure.get();
      return row
        ? { webhook: row.webhook, since: row.since, lastTry: row.last_try, tries: row.tries, problem: row.problem, status: row.status, redirect: row.redirect }
        : null;
    },
    keepFailure(value: ForwardingFailure | null): void {
      if (value) writeFailure(value);
      else clearFailure.run();
    },
    /** Whether every one of these files was imported as it is now (same size and time). */
    importedAsIs(files: readonly ImportedFile[]): boolean {
      return files.every((file) => {
        const row = imported.get(file.path);
        return row !== undefined && row.size === file.size && row.modified_ms === file.modifiedMs;
      });
    },
    /**
     * Imports the JSON Lines store and the forwarder's files in one transaction. A lead already in
     * the database is left as it is, so importing again adds nothing twice; a lead's forwarding only
     * moves on from pending. Returns how many leads were new.
     */
    importLegacy: writeTransaction(sqlite, (files: readonly ImportedFile[], records: LegacyRecords, now: string): number => {
      let added = 0;
      for (const lead of records.leads) added += insertIfNew.run(lead.id, lead.receivedAt, lead.form, lead.page, JSON.stringify(lead.fields)).changes;
      for (const id of records.forwarded) forwarded.run(now, id);
      for (const refusal of records.refusals.values()) refused.run(refusal.at, refusal.status, refusal.answer, refusal.id);
      if (records.failure && !failure.get() && pendingCount.get()!.n > 0) writeFailure(records.failure);
      for (const file of files) recordImport.run(file.path, file.size, file.modifiedMs, now, file.records);
      return added;
    }),
  };
}

export type LeadQueries = ReturnType<typeof leadQueries>;

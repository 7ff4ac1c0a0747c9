// The SQL of the lead inbox: the leads a filter picks, one lead with its history and notes, and the
// changes the company's staff make to a lead (status, assignee, a note), each written with who and
// when in the same transaction. A filter's values are always bound as parameters, never written
// into the SQL.
import type SqliteDatabase from "better-sqlite3";
import type { Lead } from "../leads/record.ts";
import { writeTransaction } from "./write-transaction.ts";

export const leadStatuses = ["new", "contacted", "quoted", "booked", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** What the inbox is narrowed to; every part optional. */
export interface InboxFilter {
  status?: LeadStatus;
  form?: string;
  page?: string;
  language?: string;
  /** Received at or after this moment (ISO 8601, UTC). */
  from?: string;
  /** Received before this moment. */
  to?: string;
  /** Words anywhere in the lead's answers: name, phone, email, message. */
  search?: string;
}

/** A lead as the inbox shows it. */
export interface InboxLead extends Lead {
  language: string | null;
  status: LeadStatus;
  lostReason: string | null;
  assignee: { id: number; name: string } | null;
}

/** One change of a lead, or a note: who and when. */
export interface LeadEvent {
  at: string;
  by: string | null;
  kind: "status" | "assignee" | "note";
  from?: string | null;
  to?: string | null;
  text?: string | null;
}

interface Row {
  id: string;
  received_at: string;
  form: string;
  page: string;
  fields: string;
  language: string | null;
  status: LeadStatus;
  lost_reason: string | null;
  assignee_id: number | null;
  assignee_name: string | null;
}

const columns =
  "l.id, l.received_at, l.form, l.page, l.fields, l.language, l.status, l.lost_reason, l.assignee_id, u.name AS assignee_name FROM leads l LEFT JOIN users u ON u.id = l.assignee_id";

function toInboxLead(row: Row): InboxLead {
  return {
    id: row.id,
    receivedAt: row.received_at,
    form: row.form,
    page: row.page,
    fields: JSON.parse(row.fields) as Record<string, string>,
    language: row.language,
    status: row.status,
    lostReason: row.lost_reason,
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? "" },
  };
}

/** The WHERE of a filter and its parameters. */
function where(filter: InboxFilter): { sql: string; parameters: string[] } {
  const parts: string[] = [];
  const parameters: string[] = [];
  const add = (sql: string, value: string) => (parts.push(sql), parameters.push(value));
  if (filter.status) add("l.status = ?", filter.status);
  if (filter.form) add("l.form = ?", filter.form);
  if (filter.page) add("l.page = ?", filter.page);
  if (filter.language) add("l.language = ?", filter.language);
  if (filter.from) add("l.received_at >= ?", filter.from);
  if (filter.to) add("l.received_at < ?", filter.to);
  // Searched in the answers' values only, as written (case folded for A-Z): % and _ are literal.
  if (filter.search) add("EXISTS (SELECT 1 FROM json_each(l.fields) f WHERE f.value LIKE ? ESCAPE '\\')", `%${filter.search.replace(/[\\%_]/g, "\\$&")}%`);
  return { sql: parts.length > 0 ? `WHERE ${parts.join(" AND ")}` : "", parameters };
}

export function inboxQueries(sqlite: SqliteDatabase.Database) {
  const one = sqlite.prepare<[string], Row>(`SELECT ${columns} WHERE l.id = ?`);
  const history = sqlite.prepare<
    [string],
    { at: string; by: string | null; change: "status" | "assignee"; old_value: string | null; new_value: string | null; reason: string | null }
  >(
    "SELECT h.at, u.name AS by, h.change, h.old_value, h.new_value, h.reason FROM lead_history h LEFT JOIN users u ON u.id = h.user_id WHERE h.lead_id = ? ORDER BY h.at, h.id",
  );
  const notes = sqlite.prepare<[string], { at: string; by: string | null; body: string }>(
    "SELECT n.at, u.name AS by, n.body FROM lead_notes n LEFT JOIN users u ON u.id = n.user_id WHERE n.lead_id = ? ORDER BY n.at, n.id",
  );
  const setStatus = sqlite.prepare<[LeadStatus, string | null, string]>("UPDATE leads SET status = ?, lost_reason = ? WHERE id = ?");
  const setAssignee = sqlite.prepare<[number | null, string]>("UPDATE leads SET assignee_id = ? WHERE id = ?");
  const record = sqlite.prepare<[string, string, number, string, string | null, string | null, string | null]>(
    "INSERT INTO lead_history (lead_id, at, user_id, change, old_value, new_value, reason) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const addNote = sqlite.prepare<[string, string, number, string]>("INSERT INTO lead_notes (lead_id, at, user_id, body) VALUES (?, ?, ?, ?)");
  const userName = sqlite.prepare<[number], { name: string }>("SELECT name FROM users WHERE id = ?");
  const distinct = (column: "form" | "page" | "language") =>
    sqlite.prepare<[], { value: string }>(`SELECT DISTINCT ${column} AS value FROM leads WHERE ${column} IS NOT NULL ORDER BY ${column}`);
  const choices = { form: distinct("form"), page: distinct("page"), language: distinct("language") };
  const overview = sqlite.prepare<[], { received_at: string; form: string; page: string; language: string | null; status: LeadStatus }>(
    "SELECT received_at, form, page, language, status FROM leads ORDER BY seq",
  );

  return {
    /** The leads a filter picks, newest first, at most `limit`, and how many it picks in all. */
    list(filter: InboxFilter, limit: number): { leads: InboxLead[]; total: number } {
      const { sql, parameters } = where(filter);
      const rows = sqlite.prepare<string[], Row>(`SELECT ${columns} ${sql} ORDER BY l.seq DESC LIMIT ${Math.max(0, Math.floor(limit))}`).all(...parameters);
      const total = sqlite.prepare<string[], { n: number }>(`SELECT count(*) AS n FROM leads l ${sql}`).get(...parameters)!.n;
      return { leads: rows.map(toInboxLead), total };
    },
    find(id: string): InboxLead | null {
      const row = one.get(id);
      return row ? toInboxLead(row) : null;
    },
    /** A lead's changes and notes, the oldest first. */
    events(id: string): LeadEvent[] {
      const changes: LeadEvent[] = history
        .all(id)
        .map((row) => ({ at: row.at, by: row.by, kind: row.change, from: row.old_value, to: row.new_value, text: row.reason }));
      const written: LeadEvent[] = notes.all(id).map((row) => ({ at: row.at, by: row.by, kind: "note", text: row.body }));
      return [...changes, ...written].sort((a, b) => a.at.localeCompare(b.at));
    },
    /** The values each filter may pick among: the forms, pages and languages leads came with. */
    choices: () => ({
      forms: choices.form.all().map((row) => row.value),
      pages: choices.page.all().map((row) => row.value),
      languages: choices.language.all().map((row) => row.value),
    }),
    /** Every lead's time, form, page, language and status, for the summary. */
    overview: () => overview.all().map((row) => ({ receivedAt: row.received_at, form: row.form, page: row.page, language: row.language, status: row.status })),
    /** Sets a lead's status (lost with its reason), recorded in its history; false for an unknown lead or no change. */
    setStatus: writeTransaction(sqlite, (id: string, status: LeadStatus, reason: string | null, userId: number, at: string): boolean => {
      const lead = one.get(id);
      if (!lead || (lead.status === status && (lead.lost_reason ?? null) === (status === "lost" ? reason : null))) return false;
      setStatus.run(status, status === "lost" ? reason : null, id);
      record.run(id, at, userId, "status", lead.status, status, status === "lost" ? reason : null);
      return true;
    }),
    /** Gives a lead to a user (or to nobody), recorded in its history. */
    assign: writeTransaction(sqlite, (id: string, assigneeId: number | null, userId: number, at: string): boolean => {
      const lead = one.get(id);
      if (!lead || lead.assignee_id === assigneeId) return false;
      const name = assigneeId === null ? null : (userName.get(assigneeId)?.name ?? null);
      if (assigneeId !== null && name === null) return false;
      setAssignee.run(assigneeId, id);
      record.run(id, at, userId, "assignee", lead.assignee_name, name, null);
      return true;
    }),
    note(id: string, body: string, userId: number, at: string): boolean {
      if (!one.get(id)) return false;
      addNote.run(id, at, userId, body);
      return true;
    },
  };
}

export type InboxQueries = ReturnType<typeof inboxQueries>;

// `pages leads` output. Every format shows what visitors typed as text: JSON escapes it, CSV quotes
// it, and the table replaces control characters, so a field can never reach a terminal as escape
// codes or a spreadsheet as a formula. The endpoint already keeps answers free of control and
// direction-changing characters (blocks/form/plain-text.ts); these outputs do not rely on it, since
// a store may hold records from before that, or edited by hand.
import { unsafeCharacters } from "../../blocks/forms.ts";
import { fieldNames, isRedirect, leadsCsv, MAX_RETRY_MS, redirectAdvice, type ForwardingFailure, type Refusal, type Lead } from "../../runtime/server/index.ts";

// The CSV is the admin's too (its export): written once, beside the leads.
export { csvCell, leadsCsv } from "../../runtime/server/index.ts";

import type { LeadFormat } from "./format-names.ts";

/** Text safe for a terminal: line breaks and tabs become spaces; other control and direction-changing characters become �. */
export function terminalText(value: string): string {
  return value.replace(/\r\n|[\r\n\t\u2028\u2029]/g, " ").replace(unsafeCharacters, "\ufffd");
}

const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * JSON whose every character is safe to print: JSON.stringify escapes C0 controls but leaves DEL,
 * the C1 controls (U+009B is a CSI by itself), the line separators and the direction overrides raw.
 * They can only occur inside strings, where \uXXXX means the same character.
 */
export function leadsJson(leads: readonly Lead[]): string {
  return JSON.stringify(leads, null, 2)
    .replace(unsafeCharacters, escaped)
    .replace(/[\u2028\u2029]/g, escaped);
}

const MAX_CELL = 40;

function cell(value: string): string {
  const text = terminalText(value);
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (row: string[]) =>
    row
      .map((value, index) => value.padEnd(widths[index]!))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** An ISO 8601 moment in UTC to the minute: 2025-01-30 08:15 UTC. */
const minute = (moment: string) => terminalText(moment.replace("T", " ").replace(/:\d\d(\.\d+)?Z$/, " UTC"));
const received = (lead: Lead) => minute(lead.receivedAt);

/**
 * One table per form, since each form has its own fields; long answers are cut (csv and json have
 * them whole). A form with leads the webhook refused gets a Webhook column that marks them.
 */
export function leadsTable(leads: readonly Lead[], refusals: ReadonlyMap<string, Refusal> = new Map()): string {
  const byForm = new Map<string, Lead[]>();
  for (const lead of leads) byForm.set(lead.form, [...(byForm.get(lead.form) ?? []), lead]);
  const sections: string[] = [];
  for (const [form, group] of byForm) {
    const names = fieldNames(group);
    const marked = group.some((lead) => refusals.has(lead.id));
    const rows = group.map((lead) => {
      const refusal = refusals.get(lead.id);
      return [
        received(lead),
        cell(lead.page),
        ...names.map((name) => cell(lead.fields[name] ?? "")),
        ...(marked ? [refusal ? `refused (${refusal.status})` : ""] : []),
      ];
    });
    const header = ["Received", "Page", ...names.map(terminalText), ...(marked ? ["Webhook"] : [])];
    sections.push(`${terminalText(form)} (${group.length} lead${group.length === 1 ? "" : "s"})\n${table(header, rows)}`);
  }
  return sections.join("\n\n");
}

/** The leads the webhook refused, each with what it answered; null when there are none. */
export function refusalsNote(leads: readonly Lead[], refusals: ReadonlyMap<string, Refusal>): string | null {
  const refused = leads.filter((lead) => refusals.has(lead.id));
  if (refused.length === 0) return null;
  const lines = refused.map((lead) => {
    const { status, answer } = refusals.get(lead.id)!;
    return `  ${received(lead)}  ${terminalText(lead.form)}  ${lead.id}: status ${status}${answer ? `, "${terminalText(answer)}"` : ""}`;
  });
  const summary =
    refused.length === 1
      ? "1 lead was refused by the webhook and not forwarded; it stays in the store, and the leads after it were forwarded as usual:"
      : `${refused.length} leads were refused by the webhook and not forwarded; they stay in the store, and the leads after them were forwarded as usual:`;
  return [summary, ...lines, "Once the webhook accepts such leads, send them again with `npx pages leads resend ID...` and restart the server."].join("\n");
}

/**
 * Forwarding that is failing now (or was when the server stopped): since when, why, what to do, and
 * how many leads wait; null when nothing waits. The file is the forwarder's, but it is shown as text.
 */
export function forwardingNote(failure: ForwardingFailure, waiting: number): string | null {
  if (waiting === 0) return null;
  const tries = failure.tries === 1 ? "1 try" : `${failure.tries} tries`;
  const lines = [
    `Forwarding leads to the webhook ${terminalText(failure.webhook)} has failed since ${minute(failure.since)} (${tries}, the last at ${minute(failure.lastTry)}): ${terminalText(failure.problem)}.`,
    isRedirect(failure.status)
      ? terminalText(redirectAdvice(failure.redirect))
      : "Check that the webhook's address is right and that the service is up; the server's log has each try.",
    waiting === 1
      ? `1 lead waits to be forwarded; it is kept in the store and sent once the webhook takes it (the server tries again every ${MAX_RETRY_MS / 60_000} minutes at most).`
      : `${waiting} leads wait to be forwarded; they are kept in the store and sent once the webhook takes them (the server tries again every ${MAX_RETRY_MS / 60_000} minutes at most).`,
  ];
  return lines.join("\n");
}

export function formatLeads(leads: readonly Lead[], format: LeadFormat, refusals?: ReadonlyMap<string, Refusal>): string {
  if (format === "json") return leadsJson(leads);
  if (format === "csv") return leadsCsv(leads);
  return leadsTable(leads, refusals);
}

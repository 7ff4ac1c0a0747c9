// `pages leads` output. Every format shows what visitors typed as text: JSON escapes it, CSV quotes
// it, and the table replaces control characters, so a field can never reach a terminal as escape
// codes or a spreadsheet as a formula.
import type { Lead } from "./record.ts";

export const leadFormats = ["table", "csv", "json"] as const;
export type LeadFormat = (typeof leadFormats)[number];

const fixedColumns = ["id", "receivedAt", "form", "page"] as const;

/** Field names in the order they first appear. */
function fieldNames(leads: readonly Lead[]): string[] {
  const names = new Set<string>();
  for (const lead of leads) for (const name of Object.keys(lead.fields)) names.add(name);
  return [...names];
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * cell a spreadsheet would run as a formula (= + - @ at the start) is prefixed with ', which
 * spreadsheets hide and which keeps +971 phone numbers as text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function leadsCsv(leads: readonly Lead[]): string {
  const names = fieldNames(leads);
  const rows = [[...fixedColumns, ...names].map(csvCell).join(",")];
  for (const lead of leads) {
    rows.push([...fixedColumns.map((column) => lead[column]), ...names.map((name) => lead.fields[name] ?? "")].map(csvCell).join(","));
  }
  return `${rows.join("\r\n")}\r\n`;
}

/** Text safe for a terminal: line breaks and tabs become spaces; other control and direction-changing characters become �. */
export function terminalText(value: string): string {
  return value.replace(/\r\n|[\r\n\t]/g, " ").replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "\ufffd");
}

const MAX_CELL = 40;

function cell(value: string): string {
  const text = terminalText(value);
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
  const line = (row: string[]) => row.map((value, index) => value.padEnd(widths[index]!)).join("  ").trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** One table per form, since each form has its own fields; long answers are cut (csv and json have them whole). */
export function leadsTable(leads: readonly Lead[]): string {
  const byForm = new Map<string, Lead[]>();
  for (const lead of leads) byForm.set(lead.form, [...(byForm.get(lead.form) ?? []), lead]);
  const sections: string[] = [];
  for (const [form, group] of byForm) {
    const names = fieldNames(group);
    const rows = group.map((lead) => [
      lead.receivedAt.replace("T", " ").replace(/:\d\d(\.\d+)?Z$/, " UTC"),
      cell(lead.page),
      ...names.map((name) => cell(lead.fields[name] ?? "")),
    ]);
    sections.push(`${terminalText(form)} (${group.length} lead${group.length === 1 ? "" : "s"})\n${table(["Received", "Page", ...names.map(terminalText)], rows)}`);
  }
  return sections.join("\n\n");
}

export function formatLeads(leads: readonly Lead[], format: LeadFormat): string {
  if (format === "json") return JSON.stringify(leads, null, 2);
  if (format === "csv") return leadsCsv(leads);
  return leadsTable(leads);
}

// Leads as CSV (RFC 4180), for `pages leads --format csv` and the admin's export. Every cell is text
// a visitor typed: it is quoted where it must be, and one a spreadsheet could run as a formula is
// kept from running, so a file opened in Excel or Sheets only ever shows it.
import { unsafeCharacters } from "../../../blocks/forms.ts";
import type { Lead } from "./record.ts";

const fixedColumns = ["id", "receivedAt", "form", "page"] as const;

/** Field names in the order they first appear. */
export function fieldNames(leads: readonly Lead[]): string[] {
  const names = new Set<string>();
  for (const lead of leads) for (const name of Object.keys(lead.fields)) names.add(name);
  return [...names];
}

/**
 * Where a spreadsheet may start reading a formula: the cell's start, after blanks some strip
 * (space, tab, CR, LF), and the same after any separator a tool might split the cell on (comma,
 * semicolon, tab, line break), since European spreadsheets split on ; and some importers ignore
 * quotes. A cell starting with a tab or CR is suspect by itself (OWASP's list).
 */
const formulaStart = /(?:^|[,;\t\r\n])\s*[=+\-@]|^[\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, semicolon, tab, quote or line break,
 * quotes doubled. A cell a spreadsheet could run as a formula is prefixed with ', which
 * spreadsheets hide and which keeps +971 phone numbers as text. Control characters show as �.
 */
export function csvCell(value: string): string {
  const text = value.replace(unsafeCharacters, "\ufffd");
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The leads, a column for each field any of them has, in the order they first appear. */
export function leadsCsv(leads: readonly Lead[]): string {
  const names = fieldNames(leads);
  const rows = [[...fixedColumns, ...names].map(csvCell).join(",")];
  for (const lead of leads) {
    rows.push([...fixedColumns.map((column) => lead[column]), ...names.map((name) => lead.fields[name] ?? "")].map(csvCell).join(","));
  }
  return `${rows.join("\r\n")}\r\n`;
}


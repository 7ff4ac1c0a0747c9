// The inbox's filter, read from the address's query (a GET form: a filtered list can be bookmarked
// and shared, and needs no token): each value checked, anything else left out. Days are the company's
// (its time zone), turned into the moments in UTC the database compares.
import { leadStatuses, type InboxFilter, type LeadStatus } from "../database/index.ts";

/** The filter as the form shows it: the query's own values, checked. */
export interface FilterValues {
  status: string;
  form: string;
  page: string;
  language: string;
  from: string;
  to: string;
  q: string;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The moment a day starts in a time zone, as ISO 8601 in UTC. */
export function dayStart(date: string, timeZone: string): string {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(guess))
      .map((part) => [part.type, Number(part.value)]),
  );
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return new Date(guess - (local - guess)).toISOString();
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function readFilter(query: unknown, timeZone: string): { values: FilterValues; filter: InboxFilter } {
  const raw = (query ?? {}) as Record<string, unknown>;
  const text = (name: string, longest = 200) => (typeof raw[name] === "string" ? raw[name].trim().slice(0, longest) : "");
  const values: FilterValues = {
    status: text("status"),
    form: text("form"),
    page: text("page"),
    language: text("language"),
    from: text("from"),
    to: text("to"),
    q: text("q"),
  };
  if (!(leadStatuses as readonly string[]).includes(values.status)) values.status = "";
  if (!day.test(values.from) || Number.isNaN(Date.parse(values.from))) values.from = "";
  if (!day.test(values.to) || Number.isNaN(Date.parse(values.to))) values.to = "";
  const filter: InboxFilter = {
    ...(values.status && { status: values.status as LeadStatus }),
    ...(values.form && { form: values.form }),
    ...(values.page && { page: values.page }),
    ...(values.language && { language: values.language }),
    ...(values.from && { from: dayStart(values.from, timeZone) }),
    ...(values.to && { to: dayStart(nextDay(values.to), timeZone) }),
    ...(values.q && { search: values.q }),
  };
  return { values, filter };
}

/** The query of a filter, for links that keep it (the export). */
export function queryOf(values: FilterValues): string {
  const query = new URLSearchParams(Object.entries(values).filter(([, value]) => value !== ""));
  const text = query.toString();
  return text ? `?${text}` : "";
}

// What the leads add up to, for the summary page: how many came each week (weeks start on Monday in
// the company's time zone), from which pages, forms and languages, and how many were booked.
import type { LeadStatus } from "../database/index.ts";

export interface LeadOverview {
  receivedAt: string;
  form: string;
  page: string;
  language: string | null;
  status: LeadStatus;
}

export interface Summary {
  total: number;
  booked: number;
  /** The last weeks, oldest first: the Monday each starts on, and how many leads. */
  weeks: { week: string; count: number }[];
  byPage: [string, number][];
  byForm: [string, number][];
  byLanguage: [string, number][];
  byStatus: [LeadStatus, number][];
}

/** The day a moment falls on in a time zone, as YYYY-MM-DD. */
function dayIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
}

/** The Monday of a day's week. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

const counted = (values: readonly string[]): [string, number][] => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
};

export function summarize(leads: readonly LeadOverview[], options: { timeZone: string; now: Date; weeks: number }): Summary {
  const thisWeek = mondayOf(dayIn(options.now.toISOString(), options.timeZone));
  const weeks = Array.from({ length: options.weeks }, (_, index) =>
    new Date(Date.parse(`${thisWeek}T00:00:00Z`) - (options.weeks - 1 - index) * 7 * 86_400_000).toISOString().slice(0, 10),
  );
  const perWeek = new Map(weeks.map((week) => [week, 0]));
  for (const lead of leads) {
    const week = mondayOf(dayIn(lead.receivedAt, options.timeZone));
    if (perWeek.has(week)) perWeek.set(week, perWeek.get(week)! + 1);
  }
  return {
    total: leads.length,
    booked: leads.filter((lead) => lead.status === "booked").length,
    weeks: weeks.map((week) => ({ week, count: perWeek.get(week)! })),
    byPage: counted(leads.map((lead) => lead.page)),
    byForm: counted(leads.map((lead) => lead.form)),
    byLanguage: counted(leads.map((lead) => lead.language ?? "")),
    byStatus: counted(leads.map((lead) => lead.status)) as [LeadStatus, number][],
  };
}

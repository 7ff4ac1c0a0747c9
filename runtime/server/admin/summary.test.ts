import { describe, expect, it } from "vitest";
import { summarize, type LeadOverview } from "./summary.ts";

const lead = (receivedAt: string, page: string, status: LeadOverview["status"] = "new", language: string | null = "en"): LeadOverview => ({
  receivedAt,
  form: page === "/contact" ? "contact" : "pickup",
  page,
  language,
  status,
});

describe("the summary of the leads", () => {
  it("counts each week from Monday in the company's time zone, and by page, form, language and status", () => {
    const leads = [
      // Sunday 22 Nov, 21:00 UTC is Monday 23 Nov, 01:00 in Dubai: the week of the 23rd.
      lead("2026-11-22T21:00:00.000Z", "/contact", "booked"),
      lead("2026-11-22T19:00:00.000Z", "/contact"),
      lead("2026-11-25T10:00:00.000Z", "/pakistan-cargo-to-lahore", "booked", "ur"),
      lead("2026-01-01T10:00:00.000Z", "/contact", "lost", null),
    ];
    const summary = summarize(leads, { timeZone: "Asia/Dubai", now: new Date("2026-11-26T09:00:00.000Z"), weeks: 3 });
    expect(summary.weeks).toEqual([
      { week: "2026-11-09", count: 0 },
      { week: "2026-11-16", count: 1 },
      { week: "2026-11-23", count: 2 },
    ]);
    expect([summary.total, summary.booked]).toEqual([4, 2]);
    expect(summary.byPage).toEqual([
      ["/contact", 3],
      ["/pakistan-cargo-to-lahore", 1],
    ]);
    expect(summary.byLanguage).toEqual([
      ["en", 2],
      ["", 1],
      ["ur", 1],
    ]);
    expect(summary.byStatus[0]).toEqual(["booked", 2]);
  });
});

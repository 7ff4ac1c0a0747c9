import { describe, expect, it } from "vitest";
import { dayStart, readFilter } from "./filter.ts";

describe("the inbox's filter", () => {
  it("turns the company's days into moments in UTC: Dubai is four hours ahead", () => {
    expect(dayStart("2026-11-26", "Asia/Dubai")).toBe("2026-11-25T20:00:00.000Z");
    expect(dayStart("2026-03-29", "Europe/London")).toBe("2026-03-29T00:00:00.000Z");
    expect(dayStart("2026-07-01", "Europe/London")).toBe("2026-06-30T23:00:00.000Z");
  });

  it("keeps what it can read and drops the rest", () => {
    const { values, filter } = readFilter(
      { status: "booked", from: "2026-11-01", to: "2026-11-30", q: "  Lahore ", page: ["/a", "/b"], language: "ur", form: "x".repeat(500) },
      "Asia/Dubai",
    );
    expect(values).toMatchObject({ status: "booked", from: "2026-11-01", to: "2026-11-30", q: "Lahore", page: "", language: "ur" });
    expect(filter).toMatchObject({ status: "booked", from: "2026-10-31T20:00:00.000Z", to: "2026-11-30T20:00:00.000Z", search: "Lahore", language: "ur" });
    expect(filter.form).toHaveLength(200);
    expect(readFilter({ status: "' OR 1=1 --", from: "yesterday" }, "Asia/Dubai").filter).toEqual({});
  });
});

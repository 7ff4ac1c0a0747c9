import { describe, expect, it } from "vitest";
import { BenchTally } from "./bench-tally.ts";

const ms = (value: number) => `${value} ms`;

describe("BenchTally", () => {
  it("exits 0 and says so on its last line when every budget is met", () => {
    const tally = new BenchTally();
    expect(tally.judge("validate, shipped", 250, { op: "<=", value: 300 }, ms)).toBe(true);
    expect(tally.judge("performance", 99, { op: ">=", value: 99 })).toBe(true);
    expect(tally.check("every confirmed lead is stored", true)).toBe(true);
    expect(tally.exitCode()).toBe(0);
    expect(tally.summary("npm run bench:cli")).toEqual(["npm run bench:cli: 3 of 3 budgets met (exit 0)"]);
  });

  it("exits 1 when a budget is missed, listing it with its figure and budget", () => {
    const tally = new BenchTally();
    tally.judge("validate, shipped", 250, { op: "<=", value: 300 }, ms);
    expect(tally.judge("lint, 10,000 destinations", 5_001, { op: "<=", value: 5_000 }, ms)).toBe(false);
    expect(tally.judge("performance", 98, { op: ">=", value: 99 })).toBe(false);
    expect(tally.exitCode()).toBe(1);
    expect(tally.summary("npm run bench")).toEqual([
      "Missed (2):",
      "  - lint, 10,000 destinations: 5001 ms (budget <= 5000 ms)",
      "  - performance: 98 (budget >= 99)",
      "npm run bench: 1 of 3 budgets met, 2 missed (exit 1)",
    ]);
  });

  it("counts a failed yes-or-no budget as missed", () => {
    const tally = new BenchTally();
    expect(tally.check("the torn last record was reported", false)).toBe(false);
    expect(tally.exitCode()).toBe(1);
  });

  it("exits 2 when something could not be measured, even with a budget missed", () => {
    const tally = new BenchTally();
    tally.couldNotMeasure("Lighthouse on /faq", new Error("timed out after 120 s\nsecond line"));
    tally.judge("validate, shipped", 400, { op: "<=", value: 300 }, ms);
    expect(tally.exitCode()).toBe(2);
    // After the missed budget's two lines:
    expect(tally.summary("npm run bench").slice(2)).toEqual([
      "Could not measure (1):",
      "  - Lighthouse on /faq: timed out after 120 s\n    second line",
      "npm run bench: 0 of 1 budget met, 1 missed, 1 could not be measured (exit 2)",
    ]);
  });

  it("exits 2 when nothing at all was measured", () => {
    expect(new BenchTally().exitCode()).toBe(2);
    expect(new BenchTally().summary("npm run bench:leads").at(-1)).toBe("npm run bench:leads: nothing measured (exit 2)");
  });

  it("exits 130 when interrupted, whatever was measured", () => {
    const tally = new BenchTally();
    tally.judge("tbt", 10, { op: "<=", value: 50 });
    expect(tally.exitCode(true)).toBe(130);
    expect(tally.summary("npm run bench", true).at(-1)).toBe("npm run bench: 1 of 1 budget met, interrupted (exit 130)");
  });
});

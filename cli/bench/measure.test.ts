import { describe, expect, it } from "vitest";
import { budgetText, median, percentile, timeCommand, verdict, within } from "./measure.ts";

describe("median and percentile", () => {
  it("takes the middle value, or the mean of the two middle ones, whatever the order", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it("gives the nearest-rank percentile", () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index); // 100 ... 1
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });
});

describe("within, verdict and budgetText", () => {
  it("holds a figure to an upper or a lower limit, the limit itself included", () => {
    expect(within({ op: "<=", value: 300 }, 300)).toBe(true);
    expect(within({ op: "<=", value: 300 }, 300.5)).toBe(false);
    expect(within({ op: ">=", value: 99 }, 99)).toBe(true);
    expect(within({ op: ">=", value: 99 }, 98)).toBe(false);
  });

  it("prints ok, OVER, or nothing for a figure without a budget", () => {
    expect([verdict(true), verdict(false), verdict(null)]).toEqual(["ok", "OVER", ""]);
    expect(budgetText({ op: "<=", value: 1_200 }, (value) => `${value} ms`)).toBe("<= 1200 ms");
  });
});

describe("timeCommand", () => {
  it("times a node command's runs and refuses to time one that fails", () => {
    expect(timeCommand(["-e", ""], { cwd: process.cwd(), runs: 2 })).toBeGreaterThan(0);
    expect(timeCommand(["-e", "process.exitCode = 1"], { cwd: process.cwd(), runs: 1, okCodes: [0, 1] })).toBeGreaterThan(0);
    expect(() => timeCommand(["-e", "console.error('no such file'); process.exit(2)"], { cwd: process.cwd(), runs: 1 })).toThrow(/exited 2: no such file/);
  });
});

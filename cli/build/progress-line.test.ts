import { describe, expect, it } from "vitest";
import { progressLine } from "./progress-line.ts";

function terminal(isTTY: boolean) {
  const written: string[] = [];
  let time = 0;
  return {
    written,
    advance: (ms: number) => (time += ms),
    options: { stream: { isTTY, write: (text: string) => written.push(text) }, now: () => time },
  };
}

describe("progressLine", () => {
  it("shows nothing when the output is not a terminal", () => {
    const { written, advance, options } = terminal(false);
    const progress = progressLine(options);
    advance(10_000);
    progress.update(5, 10);
    progress.finish();
    expect(written).toEqual([]);
  });

  it("shows nothing for a build shorter than two seconds", () => {
    const { written, advance, options } = terminal(true);
    const progress = progressLine(options);
    advance(1_999);
    progress.update(9, 10);
    progress.finish();
    expect(written).toEqual([]);
  });

  it("then rewrites one line in place, at most every 100 ms but always at the end, and clears it", () => {
    const { written, advance, options } = terminal(true);
    const progress = progressLine(options);
    advance(2_500);
    progress.update(1_234, 10_037);
    advance(50);
    progress.update(1_300, 10_037);
    advance(10_000);
    progress.update(10_036, 10_037);
    advance(10);
    progress.update(10_037, 10_037);
    progress.finish();
    expect(written).toEqual([
      "\rBuilding: 1,234 / 10,037 pages, 3 s",
      "\rBuilding: 10,036 / 10,037 pages, 13 s",
      "\rBuilding: 10,037 / 10,037 pages, 13 s",
      `\r${" ".repeat("Building: 10,037 / 10,037 pages, 13 s".length)}\r`,
    ]);
    expect(written.join("")).not.toContain("\n");
  });
});

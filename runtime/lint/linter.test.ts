import { describe, expect, it } from "vitest";
import { baseEntry, hero, lintDocument, page, paragraphs } from "./testing/test-document.ts";

const conflicting = [
  page("/", [hero("Established in 2008, we ship to every city in Pakistan.")]),
  page("/about", [paragraphs("Test Cargo was founded in 2015 in Dubai.")]),
];

describe("lint settings in pages.json", () => {
  it("runs each rule at its default level", () => {
    const result = lintDocument({ pages: conflicting });
    expect(result.findings.map((finding) => [finding.code, finding.severity])).toEqual([
      ["founding-year", "error"],
      ["founding-year", "error"],
    ]);
    expect([result.errorCount, result.warningCount]).toEqual([2, 0]);
  });

  it("turns a rule into a warning, or off, with lint.rules", () => {
    const warned = lintDocument({ pages: conflicting, lint: { rules: { "founding-year": "warn" } } });
    expect(warned.findings.map((finding) => finding.severity)).toEqual(["warning", "warning"]);
    expect([warned.errorCount, warned.warningCount]).toEqual([0, 2]);
    expect(lintDocument({ pages: conflicting, lint: { rules: { "founding-year": "off" } } }).findings).toEqual([]);
  });

  it("lists acknowledged findings apart, with their reason, and does not count them", () => {
    const reason = "2015 is when the Dubai branch opened";
    const result = lintDocument({
      pages: conflicting,
      lint: { acknowledged: [{ rule: "founding-year", pointer: "/pages/1/blocks/0/sections/0/paragraphs/0", reason }] },
    });
    expect(result.findings.map((finding) => finding.routes[0])).toEqual(["/"]);
    expect(result.acknowledged.map((finding) => [finding.routes[0], finding.place.line, finding.reason])).toEqual([["/about", 28, reason]]);
    expect([result.errorCount, result.warningCount]).toEqual([1, 0]);
    expect(result.stale).toEqual([]);
  });

  it("points out an acknowledgement that matches no finding any more", () => {
    const result = lintDocument({
      pages: conflicting,
      lint: { acknowledged: [{ rule: "dead-action", pointer: "/pages/0/blocks/0/buttons/0", reason: "Fixed since" }] },
    });
    expect(result.stale).toEqual([{ rule: "dead-action", pointer: "/pages/0/blocks/0/buttons/0", line: 327, column: 7 }]);
    expect(result.errorCount).toBe(2);
  });
});

describe("where findings are placed", () => {
  it("counts columns as the file is written, escapes included", () => {
    const result = lintDocument({
      pages: [page("/", [hero('Our motto: "careful cargo". Established in 2008.')]), page("/about", [paragraphs("Founded in 2015.")])],
    });
    // 20 is the first character of the text; 28 characters and 2 backslashes come before the claim.
    expect(result.findings.map((finding) => [finding.place.line, finding.place.column])).toEqual([
      [9, 50],
      [28, 18],
    ]);
  });

  it("places a claim in a filled-in field at the entry that holds it, not at the template", () => {
    const result = lintDocument({
      pages: [page("/", [hero("Established in 2008, we ship to every city in Pakistan.")])],
      families: {
        destinations: {
          blocks: [hero("Welcome to {city}. {description}")],
          entries: [baseEntry("destinations", { description: "Serving Karachi, established in 2015." })],
        },
      },
    });
    const [, entry] = result.findings;
    expect(entry).toMatchObject({
      routes: ["/pakistan-cargo-to-karachi"],
      place: { pointer: "/families/destinations/entries/0/description", line: 185, column: 44 },
    });
  });
});

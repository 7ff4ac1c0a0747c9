// The shipped pages.json holds the inconsistencies the spec describes, on purpose, in English and in
// Urdu. pages lint must report exactly those, in both languages: a missed one and a false one both fail here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../server/project-root.ts";
import type { PagesFile } from "../../schema/index.ts";
import { messageInWords } from "../foundation/content/index.ts";
import { lintText } from "./testing/test-document.ts";
import type { LintResult } from "./types.ts";

const text = readFileSync(join(projectRoot, "pages.json"), "utf8");
const lines = text.split("\n");

/** The line that holds needle, searching from the line that holds after, if given. */
function lineOf(needle: string, after?: string): number {
  const start = after === undefined ? 0 : lines.findIndex((line) => line.includes(after));
  const index = lines.findIndex((line, at) => at >= start && line.includes(needle));
  if (index < 0 || start < 0) throw new Error(`pages.json has no line with ${needle}${after ? ` after ${after}` : ""}`);
  return index + 1;
}

let result: LintResult;

beforeAll(() => {
  const run = lintText(text, "pages.json");
  if (run.status !== "linted") throw new Error(`pages.json is not valid: ${run.problems.map((problem) => problem.message).join("; ")}`);
  result = run.result;
});

describe("pages lint on the shipped pages.json", () => {
  it("counts from the year its text was written", () => {
    expect((JSON.parse(text) as PagesFile).lint?.referenceYear).toBe(2023);
  });

  it("reports exactly the spec's inconsistencies", () => {
    // The button's own line: two above its English label ({, then "label": {).
    const quoteButton = lineOf('"en": "Get a Quote"', '"areas": {') - 2;
    const expected = [
      { rule: "founding-year", route: "/", pages: 1, line: lineOf("Established in 2008") },
      { rule: "years-in-business", route: "/", pages: 1, line: lineOf("Established in 2008") },
      { rule: "years-in-business", route: "/", pages: 1, line: lineOf('"en": "15 years of experience"') },
      { rule: "transit-time", route: "/services", pages: 1, line: lineOf("with a typical transit of 12-15 days. If you are moving") },
      { rule: "transit-time", route: "/services", pages: 1, line: lineOf('"en": "Transit of 12-15 days"') },
      { rule: "founding-year", route: "/about", pages: 1, line: lineOf("was founded in 2015") },
      { rule: "years-in-business", route: "/about", pages: 1, line: lineOf("With 8+ years in the business") },
      { rule: "office-location", route: "/contact", pages: 1, line: lineOf("Our office is in Karachi") },
      { rule: "transit-time", route: "/faq", pages: 1, line: lineOf("Sea freight can take 40-100 days") },
      { rule: "transit-time", route: "/services/sea-freight", pages: 1, line: lineOf("Typical transit is 12-15 days") },
      { rule: "unlinked-city", route: "/services/courier-service", pages: 1, line: lineOf('"en": "Faisalabad"', '"slug": "courier-service"') },
      { rule: "unlinked-city", route: "/services/courier-service", pages: 1, line: lineOf('"en": "Multan"', '"slug": "courier-service"') },
      { rule: "unlinked-city", route: "/services/moving-home", pages: 1, line: lineOf('"en": "Faisalabad"', '"slug": "moving-home"') },
      { rule: "unlinked-city", route: "/services/moving-home", pages: 1, line: lineOf('"en": "Multan"', '"slug": "moving-home"') },
      { rule: "dead-action", route: "/areas/dubai", pages: 8, line: quoteButton },
      { rule: "phone-number", route: "/areas/sharjah", pages: 2, line: lineOf('"officePhone": "+971 6 123 4567"') },
      {
        rule: "transit-time",
        route: "/dubai-to-pakistan",
        pages: 4,
        line: lineOf("Best value for heavy and bulky goods, with a typical transit of 12-15 days"),
      },
      { rule: "transit-time", route: "/pakistan-cargo-to-karachi", pages: 16, line: lineOf('"en": "12-15 days"') },
      { rule: "slug-spelling", route: "/pakistan-cargo-to-sargoda", pages: 1, line: lineOf('"slug": "sargoda"') },
      // The same contradictions in the Urdu, each against the English and the Urdu alike.
      { rule: "founding-year", route: "/ur/", pages: 1, line: lineOf("2008 میں قائم") },
      { rule: "years-in-business", route: "/ur/", pages: 1, line: lineOf("2008 میں قائم") },
      { rule: "years-in-business", route: "/ur/", pages: 1, line: lineOf('"ur": "15 سال کا تجربہ"') },
      { rule: "transit-time", route: "/ur/services", pages: 1, line: lineOf("ترسیل میں 12-15 دن لگتے ہیں۔ اگر آپ") },
      { rule: "transit-time", route: "/ur/services", pages: 1, line: lineOf('"ur": "ترسیل کا وقت 12-15 دن"') },
      { rule: "founding-year", route: "/ur/about", pages: 1, line: lineOf("کی بنیاد 2015 میں") },
      { rule: "years-in-business", route: "/ur/about", pages: 1, line: lineOf("اس کام میں 8+ سال کے تجربے") },
      { rule: "office-location", route: "/ur/contact", pages: 1, line: lineOf("ہمارا دفتر کراچی") },
      { rule: "transit-time", route: "/ur/faq", pages: 1, line: lineOf("سمندری کارگو کو 40-100 دن") },
      { rule: "transit-time", route: "/ur/services/sea-freight", pages: 1, line: lineOf("روانگی کے بعد عام طور پر ترسیل میں 12-15 دن") },
      { rule: "transit-time", route: "/ur/dubai-to-pakistan", pages: 4, line: lineOf("عام طور پر ترسیل کا وقت 12-15 دن۔") },
      { rule: "transit-time", route: "/ur/pakistan-cargo-to-karachi", pages: 16, line: lineOf('"ur": "12-15 دن"') },
    ];
    const found = result.findings.map((finding) => ({ rule: finding.code, route: finding.routes[0], pages: finding.routes.length, line: finding.place.line }));
    expect(found).toEqual(expected);
    expect([result.errorCount, result.warningCount]).toEqual([25, 6]);
  });

  it("names the other places of a conflict, as the issue shows", () => {
    // The other places are related places, which the words name with their positions.
    const messages = result.findings.filter((finding) => finding.code === "founding-year").map((finding) => messageInWords(finding));
    const english = { 2008: `/ (pages.json:${lineOf("Established in 2008")}:20)`, 2015: `/about (pages.json:${lineOf("was founded in 2015")}:51)` };
    const urdu = { 2008: `/ur/ (pages.json:${lineOf("2008 میں قائم")}:20)`, 2015: `/ur/about (pages.json:${lineOf("کی بنیاد 2015 میں")}:50)` };
    expect(messages).toEqual([
      `Founding year 2008 here, but 2015 on ${english[2015]} and on ${urdu[2015]}`,
      `Founding year 2015 here, but 2008 on ${english[2008]} and on ${urdu[2008]}`,
      `Founding year 2008 here, but 2015 on ${english[2015]} and on ${urdu[2015]}`,
      `Founding year 2015 here, but 2008 on ${english[2008]} and on ${urdu[2008]}`,
    ]);
  });

  it("does not mistake text that only looks like a claim", () => {
    const lookalikes = [
      "7 days a week",
      "2-3 working days",
      "serving since day one",
      "© {year}",
      "Street 7",
      "24/7 monitoring",
      "20ft or 40ft",
      "within 24 hours",
      "ہفتے کے 7 دن",
      "کام کے 2-3 دنوں میں",
      "پہلے دن سے",
      "القوز میں اسٹریٹ 7",
      "24/7 نگرانی",
      "20 فٹ یا 40 فٹ",
      "24 گھنٹوں کے اندر",
      "آپ کے گھر، دفتر یا دکان سے",
    ];
    const reported = new Set(result.findings.map((finding) => finding.place.line));
    for (const lookalike of lookalikes) {
      const line = lineOf(lookalike);
      expect(reported.has(line), `${lookalike} on line ${line}`).toBe(false);
    }
  });
});

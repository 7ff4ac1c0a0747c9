// docs/editing.md: its table of common mistakes is generated from cli/docs/mistakes.ts, and this test
// fails when it is out of date (run `npx tsx cli/docs/editing-table.ts` to rewrite it).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endMarker, guidePath, printedFor, renderTable, startMarker, withTable } from "../../cli/docs/editing-table.ts";
import { mistakeNamed, mistakes, withMistake } from "../../cli/docs/mistakes.ts";
import { projectRoot, runCli } from "./helpers.ts";
import { writeFixture } from "./write-fixture.ts";

const guide = readFileSync(guidePath, "utf8");
let dir = "";

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-editing-guide-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("docs/editing.md", () => {
  it("has the table of mistakes as the mistakes give it today", () => {
    expect(guide).toContain(startMarker);
    expect(guide).toContain(endMarker);
    expect(withTable(guide), "the table is out of date: run npx tsx cli/docs/editing-table.ts").toBe(guide);
  });

  it("has one row per single mistake", () => {
    const table = renderTable();
    for (const mistake of mistakes.filter((item) => item.name !== "several-mistakes")) {
      expect(table).toContain(`| ${mistake.words.replace(/\|/g, "\\|")} |`);
    }
  });

  it("shows exactly what `pages validate` prints", () => {
    const text = withMistake(readFileSync(join(projectRoot, "pages.json"), "utf8"), mistakeNamed("five-neighbourhoods"));
    const path = writeFixture(join(dir, "five-neighbourhoods"), text);
    const result = runCli("validate", path);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(printedFor(text).replaceAll("pages.json:", `${path}:`));
  });

  it("explains pages new, site.phone and both commands' output", () => {
    for (const needle of ["npx pages new destination", "npx pages new area", "npx pages new origin", "site.phone", "npx pages validate", "npx pages lint"]) {
      expect(guide).toContain(needle);
    }
  });
});

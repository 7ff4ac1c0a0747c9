// docs/editing.md: its table of common mistakes is generated from the validate fixtures, and this test
// fails when it is out of date (run `npx tsx cli/docs/editing-table.ts` to rewrite it).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { endMarker, guidePath, printedFor, renderTable, startMarker, withTable } from "../../cli/docs/editing-table.ts";
import { fixtures } from "../fixtures/validate/make-fixtures.ts";
import { runCli } from "./helpers.ts";

const guide = readFileSync(guidePath, "utf8");

describe("docs/editing.md", () => {
  it("has the table of mistakes as the fixtures give it today", () => {
    expect(guide).toContain(startMarker);
    expect(guide).toContain(endMarker);
    expect(withTable(guide), "the table is out of date: run npx tsx cli/docs/editing-table.ts").toBe(guide);
  });

  it("has one row per single-mistake fixture", () => {
    const table = renderTable();
    for (const fixture of fixtures.filter((item) => item.name !== "several-mistakes")) {
      expect(table).toContain(`| ${fixture.mistake.replace(/\|/g, "\\|")} |`);
    }
  });

  it("shows exactly what `pages validate` prints", () => {
    const name = "five-neighbourhoods";
    const path = `tests/fixtures/validate/${name}/pages.json`;
    const result = runCli("validate", path);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(printedFor(name).replaceAll("pages.json:", `${path}:`));
  });

  it("explains pages new, site.phone and both commands' output", () => {
    for (const needle of ["npx pages new destination", "npx pages new area", "npx pages new origin", "site.phone", "npx pages validate", "npx pages lint"]) {
      expect(guide).toContain(needle);
    }
  });
});

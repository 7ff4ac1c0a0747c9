import { describe, expect, it } from "vitest";
import { csvCell, leadsJson, leadsTable, terminalText } from "./format.ts";
import type { Lead } from "../../runtime/server/leads/record.ts";

/** Every character that changes what a terminal shows: ESC, BEL, CSI (C1), NEL, DEL, bidi overrides and isolates. */
const hostile = "a\u001b]8;;http://x\u0007b\u009b2Jc\u0085d\u007fe\u202ef\u2066g\u2069h\u2028i";

const lead = (fields: Record<string, string>): Lead => ({ id: "id-1", receivedAt: "2025-01-30T08:15:00.000Z", form: "contact", page: "/contact", fields });

describe("csvCell", () => {
  it("quotes a cell holding a semicolon or a tab, which European spreadsheets split on", () => {
    expect(csvCell("Deira; Dubai")).toBe('"Deira; Dubai"');
    expect(csvCell("a\tb")).toBe('"a\tb"');
    expect(csvCell("plain text")).toBe("plain text");
  });

  it("prefixes ' wherever a spreadsheet could start reading a formula, blanks before it included", () => {
    for (const value of [
      "=1+1",
      "+971 50",
      "-2",
      "@SUM(A1)",
      " =cmd",
      "\t=cmd",
      "\r\n=cmd",
      "\n@x",
      "a;=cmd",
      "a, +cmd",
      "a\t-cmd",
      "line\n=cmd",
      "\tx",
      "\rx",
    ]) {
      expect(csvCell(value).replace(/^"/, "").startsWith("'"), JSON.stringify(value)).toBe(true);
    }
    expect(csvCell("a;=cmd")).toBe(`"'a;=cmd"`);
    for (const value of ["a=b", "Al Barsha - near the mall", "x@example.com", "50% + tax"]) expect(csvCell(value), value).toBe(value);
  });

  it("shows control and direction-changing characters as �", () => {
    expect(csvCell(hostile)).toBe(`"a\ufffd]8;;http://x\ufffdb\ufffd2Jc\ufffdd\ufffde\ufffdf\ufffdg\ufffdh\u2028i"`);
  });
});

describe("leadsJson", () => {
  it("escapes what JSON.stringify leaves raw (C1 controls, DEL, line separators, bidi) and still parses to the same leads", () => {
    const leads = [lead({ name: hostile })];
    const text = leadsJson(leads);
    // oxlint-disable-next-line no-control-regex -- the control characters are what is looked for
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    expect(text).toContain("b\\u009b2Jc\\u0085d\\u007fe\\u202ef\\u2066g\\u2069h\\u2028i");
    expect(JSON.parse(text)).toEqual(leads);
  });
});

describe("terminalText and the table", () => {
  it("never print a control or direction-changing character", () => {
    expect(terminalText(hostile)).toBe("a\ufffd]8;;http://x\ufffdb\ufffd2Jc\ufffdd\ufffde\ufffdf\ufffdg\ufffdh i");
    const table = leadsTable([{ ...lead({ name: hostile }), form: "con\u009btact", page: "/\u202econtact", receivedAt: "\u001b[2J" }]);
    // oxlint-disable-next-line no-control-regex -- the control characters are what is looked for
    expect(table).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  });
});

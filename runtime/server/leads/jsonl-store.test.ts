import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeDamage, readLeads } from "./jsonl-store.ts";
import type { Lead } from "./record.ts";

let dir: string;
let path: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "lead-jsonl-"));
  path = join(dir, "leads.jsonl");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lead = (n: number, fields: Record<string, string> = { name: `Visitor ${n}` }): Lead => ({
  id: `id-${n}`,
  receivedAt: new Date(Date.UTC(2025, 0, 1, 9, n)).toISOString(),
  form: "contact",
  page: "/contact",
  fields,
});

const line = (item: Lead) => `${JSON.stringify(item)}\n`;

describe("the JSON Lines store of earlier versions", () => {
  it("reads one lead per line, in order, line breaks and quotes inside answers included", async () => {
    writeFileSync(path, line(lead(1)) + line(lead(2, { message: 'Line one\nline two, "quoted"' })));
    expect(await readLeads(path)).toEqual({ leads: [lead(1), lead(2, { message: 'Line one\nline two, "quoted"' })], damaged: [], exists: true });
  });

  it("skips a torn last record (a crash while writing it), and says so in words", async () => {
    writeFileSync(path, line(lead(1)) + line(lead(2)) + JSON.stringify(lead(3)).slice(0, 25));
    const read = await readLeads(path);
    expect(read).toEqual({ leads: [lead(1), lead(2)], damaged: [{ line: 3, reason: "torn", bytes: 25 }], exists: true });
    expect(describeDamage(read.damaged[0]!, "leads.jsonl")).toBe(
      "Line 3 of leads.jsonl is an incomplete record (25 bytes): the server stopped while writing it, before it was confirmed to the visitor. It is skipped.",
    );
  });

  it("skips a whole line that is not a lead, and a torn record a later write was kept apart from", async () => {
    writeFileSync(path, `${line(lead(1))}{"id":"x"}\n${JSON.stringify(lead(3)).slice(0, 25)}\n${line(lead(4))}`);
    const read = await readLeads(path);
    expect(read.leads).toEqual([lead(1), lead(4)]);
    expect(read.damaged).toEqual([
      { line: 2, reason: "unreadable", bytes: 10 },
      { line: 3, reason: "unreadable", bytes: 25 },
    ]);
    expect(describeDamage(read.damaged[0]!, "leads.jsonl")).toBe("Line 2 of leads.jsonl is not a lead record (10 bytes). It is skipped.");
  });

  it("reads a store that does not exist as empty", async () => {
    expect(await readLeads(join(dir, "none.jsonl"))).toEqual({ leads: [], damaged: [], exists: false });
  });
});

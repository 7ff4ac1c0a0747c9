import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { documentFile, hashOf } from "./document-file.ts";

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), "pages-document-"));
});

describe("the file pages edit reads and writes", () => {
  it("reads bytes that are not UTF-8 as a problem at their line and column, and never saves over them", async () => {
    const path = join(folder, "pages.json");
    const bytes = Buffer.concat([Buffer.from('{\n  "site": { "name": "Caf'), Buffer.from([0xe9]), Buffer.from('" }\n}\n')]);
    writeFileSync(path, bytes);
    const file = documentFile(path);
    const read = await file.read();
    expect(read).not.toHaveProperty("text");
    expect(read).toMatchObject({
      hash: hashOf(bytes),
      problems: [{ place: { line: 2, column: 25 }, message: expect.stringContaining("not UTF-8") as string }],
    });
    expect((await file.save({ site: { name: "Cafe" } }, hashOf(bytes))).status).toBe("conflict");
    expect(readFileSync(path)).toEqual(bytes);
  });

  it("keeps a byte-order mark the file starts with, and edits only the value that changed", async () => {
    const path = join(folder, "pages.json");
    writeFileSync(path, '\uFEFF{\n  "site": { "name": "Old", "phone": "1" }\n}\n');
    const file = documentFile(path);
    const read = await file.read();
    if (!("text" in read)) throw new Error("the file should read as text");
    expect(read.text.startsWith("{")).toBe(true);
    const saved = await file.save({ site: { name: "New", phone: "1" } }, read.hash);
    const written = readFileSync(path);
    expect(written.toString("utf8")).toBe('\uFEFF{\n  "site": { "name": "New", "phone": "1" }\n}\n');
    expect(saved).toMatchObject({ status: "saved", hash: hashOf(written), text: '{\n  "site": { "name": "New", "phone": "1" }\n}\n' });
  });
});

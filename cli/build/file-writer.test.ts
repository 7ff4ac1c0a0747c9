import { readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileWriter } from "./file-writer.ts";
import { testFolder } from "../../runtime/testing/test-folder.ts";

describe("fileWriter", () => {
  it("writes every file, creating its folders, however many are started at once", async () => {
    const dir = testFolder("pages-writer-");
    const { write, finish } = fileWriter({ limit: 3 });
    const paths = Array.from({ length: 40 }, (_, index) => join(dir, `page-${index % 7}`, `${index}.html`));
    for (const [index, path] of paths.entries()) await write(path, `page ${index}`);
    await finish();
    for (const [index, path] of paths.entries()) expect(readFileSync(path, "utf8")).toBe(`page ${index}`);
  });

  it("reports a failed write", async () => {
    const dir = testFolder("pages-writer-");
    // A file where a folder must go.
    writeFileSync(join(dir, "taken"), "");
    const { write, finish } = fileWriter();
    await write(join(dir, "taken", "index.html"), "x");
    await expect(finish()).rejects.toThrow();
  });

  it("leaves a file that already holds the same bytes alone, date included, and says which files it changed", async () => {
    const dir = testFolder("pages-writer-");
    const [same, other, longer, fresh] = ["same.html", "other.html", "longer.json", "new/fresh.json"].map((name) => join(dir, name)) as [
      string,
      string,
      string,
      string,
    ];
    writeFileSync(same, "unchanged é");
    writeFileSync(other, "old text!!");
    writeFileSync(longer, "{}");
    const past = new Date("2020-01-02T03:04:05Z");
    for (const path of [same, other, longer]) utimesSync(path, past, past);

    const writer = fileWriter();
    await writer.write(same, "unchanged é");
    await writer.write(other, "new text!!");
    await writer.write(longer, Buffer.from('{"a":1}'));
    await writer.write(fresh, "{}");
    await writer.finish();

    expect(statSync(same).mtime).toEqual(past);
    expect(statSync(other).mtime).not.toEqual(past);
    expect(readFileSync(other, "utf8")).toBe("new text!!");
    expect(readFileSync(longer, "utf8")).toBe('{"a":1}');
    expect([...writer.written].sort()).toEqual([same, other, longer, fresh].sort());
    expect([...writer.changed].sort()).toEqual([other, longer, fresh].sort());
  });

  it("into a folder that held nothing, writes every file without reading any back", async () => {
    const dir = testFolder("pages-writer-");
    const path = join(dir, "page", "index.html");
    const past = new Date("2020-01-02T03:04:05Z");
    const writer = fileWriter({ fresh: true });
    await writer.write(path, "text");
    await writer.finish();
    expect(readFileSync(path, "utf8")).toBe("text");
    // Told the folder was empty, it does not compare: the same bytes are written again.
    utimesSync(path, past, past);
    const again = fileWriter({ fresh: true });
    await again.write(path, "text");
    await again.finish();
    expect(statSync(path).mtime).not.toEqual(past);
    expect([...again.changed]).toEqual([path]);
  });
});

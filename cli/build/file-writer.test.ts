import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileWriter } from "./file-writer.ts";

describe("fileWriter", () => {
  it("writes every file, creating its folders, however many are started at once", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pages-writer-"));
    const { write, finish } = fileWriter(3);
    const paths = Array.from({ length: 40 }, (_, index) => join(dir, `page-${index % 7}`, `${index}.html`));
    for (const [index, path] of paths.entries()) await write(path, `page ${index}`);
    await finish();
    for (const [index, path] of paths.entries()) expect(readFileSync(path, "utf8")).toBe(`page ${index}`);
  });

  it("reports a failed write", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pages-writer-"));
    // A file where a folder must go.
    writeFileSync(join(dir, "taken"), "");
    const { write, finish } = fileWriter();
    await write(join(dir, "taken", "index.html"), "x");
    await expect(finish()).rejects.toThrow();
  });
});

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeFileWhole, writeFileWholeAsync } from "./whole-file.ts";

const root = mkdtempSync(join(tmpdir(), "whole-file-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** writeFileWhole as a promise, so both are tested alike; a throw rejects it. */
const atOnce = (path: string, content: string) => new Promise<void>((resolve) => resolve(writeFileWhole(path, content)));

describe.each([
  ["at once", atOnce],
  ["without holding the thread", writeFileWholeAsync],
])("a file written whole, %s", (name, write) => {
  const folder = join(root, name);
  mkdirSync(folder);

  it("replaces the old content and leaves nothing beside it", async () => {
    const file = join(folder, "stamp.json");
    writeFileSync(file, "old");
    await write(file, "new");
    expect(readFileSync(file, "utf8")).toBe("new");
    expect(readdirSync(folder)).toEqual(["stamp.json"]);
  });

  it("throws when it cannot be put in place, and leaves no part of it behind", async () => {
    // A folder where the file should go: the part is written, then the rename fails.
    const taken = join(folder, "taken");
    mkdirSync(taken);
    await expect(write(taken, "x")).rejects.toThrow();
    expect(readdirSync(folder).sort()).toEqual(["stamp.json", "taken"]);
    await expect(write(join(folder, "missing", "file"), "x")).rejects.toThrow();
  });
});

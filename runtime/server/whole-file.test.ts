import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeFileWhole } from "./whole-file.ts";

const folder = mkdtempSync(join(tmpdir(), "whole-file-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("a file written whole", () => {
  it("replaces the old content and leaves nothing beside it", () => {
    const file = join(folder, "stamp.json");
    writeFileSync(file, "old");
    writeFileWhole(file, "new");
    expect(readFileSync(file, "utf8")).toBe("new");
    expect(readdirSync(folder)).toEqual(["stamp.json"]);
  });

  it("throws when it cannot be put in place, and leaves no part of it behind", () => {
    // A folder where the file should go: the part is written, then the rename fails.
    const taken = join(folder, "taken");
    mkdirSync(taken);
    expect(() => writeFileWhole(taken, "x")).toThrow();
    expect(readdirSync(folder).sort()).toEqual(["stamp.json", "taken"]);
    expect(() => writeFileWhole(join(folder, "missing", "file"), "x")).toThrow();
  });
});

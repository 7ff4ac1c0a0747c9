import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { filesUnder, hashFiles } from "./file-hashes.mjs";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "file-hashes-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const digest = (files: [string, Buffer | null][]) => hashFiles(createHash("sha256"), files).digest("hex");

describe("filesUnder", () => {
  it("lists every file in a fixed order, by its path from the root, without packages and tests", () => {
    mkdirSync(join(root, "src/b"), { recursive: true });
    mkdirSync(join(root, "src/node_modules/x"), { recursive: true });
    writeFileSync(join(root, "src/b/z.ts"), "z");
    writeFileSync(join(root, "src/a.ts"), "a");
    writeFileSync(join(root, "src/a.test.ts"), "test");
    writeFileSync(join(root, "src/c.test.tsx"), "test");
    writeFileSync(join(root, "src/node_modules/x/index.js"), "package");
    expect(filesUnder(root, join(root, "src"), "follow").map(([name, bytes]) => [name, bytes.toString()])).toEqual([
      ["src/a.ts", "a"],
      ["src/b/z.ts", "z"],
    ]);
    expect(filesUnder(root, join(root, "src/a.ts"), "follow").map(([name]) => name)).toEqual(["src/a.ts"]);
    expect(filesUnder(root, join(root, "none"), "follow")).toEqual([]);
  });

  it("reads what a link leads to, or only where it leads and whether that is there", () => {
    mkdirSync(join(root, "public"));
    writeFileSync(join(root, "outside.txt"), "secret");
    symlinkSync(join(root, "outside.txt"), join(root, "public/linked.txt"));
    symlinkSync(join(root, "gone.txt"), join(root, "public/broken.txt"));
    const followed = filesUnder(root, join(root, "public"), "follow").map(([name, bytes]) => [name, bytes.toString()]);
    expect(followed).toEqual([["public/linked.txt", "secret"]]);
    const byTarget = filesUnder(root, join(root, "public"), "by-target").map(([name, bytes]) => [name, bytes.toString()]);
    expect(byTarget).toEqual([
      ["public/broken.txt -> (nothing)", join(root, "gone.txt")],
      ["public/linked.txt -> (there)", join(root, "outside.txt")],
    ]);
  });
});

describe("hashFiles", () => {
  it("tells apart sets of files whose bytes run together alike, and an absent file from an empty one", () => {
    expect(digest([["a", Buffer.from("bc")]])).not.toBe(digest([["ab", Buffer.from("c")]]));
    expect(
      digest([
        ["a", Buffer.from("b")],
        ["c", Buffer.from("")],
      ]),
    ).not.toBe(digest([["a", Buffer.from("b\0c\u00000\0")]]));
    expect(digest([["a", null]])).not.toBe(digest([["a", Buffer.from("")]]));
    expect(digest([["a", Buffer.from("x")]])).toBe(digest([["a", Buffer.from("x")]]));
  });
});

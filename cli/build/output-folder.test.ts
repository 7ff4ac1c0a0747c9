import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileWriter } from "./file-writer.ts";
import { copyStaged, removeUnwritten } from "./output-folder.ts";

let dir: string;
let staged: string;
let dist: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "output-folder-"));
  staged = join(dir, "staged");
  dist = join(dir, "dist");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function put(path: string, content = "x"): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

describe("copyStaged and removeUnwritten", () => {
  it("copy the bundle in file by file, leave unchanged files and what the pages wrote, and remove what the build no longer has", async () => {
    put(join(staged, "index.html"), "template");
    put(join(staged, "assets", "index-new.js"), "new code");
    put(join(staged, "assets", "styles.css"), "same css");
    put(join(staged, "favicon.svg"), "<svg/>");
    put(join(dist, "assets", "index-old.js"), "old code");
    put(join(dist, "assets", "styles.css"), "same css");
    put(join(dist, "gone", "deep", "index.html"), "a page no longer built");
    put(join(dist, ".git", "HEAD"), "ref");
    const past = new Date("2020-01-02T03:04:05Z");
    utimesSync(join(dist, "assets", "styles.css"), past, past);

    const writer = fileWriter();
    await writer.write(join(dist, "index.html"), "the home page");
    await copyStaged(staged, dist, writer);
    await writer.finish();
    expect(await removeUnwritten(dist, writer)).toBe(2);

    expect(readFileSync(join(dist, "index.html"), "utf8")).toBe("the home page");
    expect(readFileSync(join(dist, "assets", "index-new.js"), "utf8")).toBe("new code");
    expect(readFileSync(join(dist, "favicon.svg"), "utf8")).toBe("<svg/>");
    expect(statSync(join(dist, "assets", "styles.css")).mtime).toEqual(past);
    expect(existsSync(join(dist, "assets", "index-old.js"))).toBe(false);
    expect(existsSync(join(dist, "gone"))).toBe(false);
    expect(readFileSync(join(dist, ".git", "HEAD"), "utf8")).toBe("ref");
    expect(readdirSync(dist).sort()).toEqual([".git", "assets", "favicon.svg", "index.html"]);
    expect([...writer.changed].sort()).toEqual([join(dist, "assets", "index-new.js"), join(dist, "favicon.svg"), join(dist, "index.html")].sort());
  });

  it("build into a folder that does not exist yet", async () => {
    put(join(staged, "assets", "a.js"), "a");
    const writer = fileWriter();
    await copyStaged(staged, dist, writer);
    await writer.finish();
    expect(await removeUnwritten(dist, writer)).toBe(0);
    expect(readFileSync(join(dist, "assets", "a.js"), "utf8")).toBe("a");
  });
});

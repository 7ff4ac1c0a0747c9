// Which editor bundles a `pages edit` that built a new one leaves in .pages-cache: an older bundle
// another editor may still serve stays, one no editor has used for a while goes. And what is in
// one: React's production build, whoever built it.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { graceMs } from "../bundle-cache.mjs";
import { editorBundle, keepInUse, removeOlderBundles } from "./editor-bundle.ts";

let cache: string;

beforeEach(() => {
  cache = mkdtempSync(join(tmpdir(), "pages-cache-"));
});
afterEach(() => {
  rmSync(cache, { recursive: true, force: true });
});

/** A folder of the cache, last used `age` milliseconds ago. */
function folder(name: string, age: number): string {
  const path = join(cache, name);
  mkdirSync(path);
  const used = new Date(Date.now() - age);
  utimesSync(path, used, used);
  return path;
}

describe("the editor's older bundles", () => {
  it("a bundle used within the grace period stays, an older one goes, and so does a build a killed editor left", () => {
    const long = graceMs * 2;
    folder("editor-aaaaaaaaaaaaaaaa", long);
    folder("editor-bbbbbbbbbbbbbbbb", 1_000);
    folder("editor-cccccccccccccccc", long);
    folder("editor-dddddddddddddddd.0123abcd.tmp", long);
    folder("cli-eeeeeeeeeeeeeeee", long);
    removeOlderBundles(cache, "editor-aaaaaaaaaaaaaaaa");
    // The one just built, the fresh older one a running editor serves, and the CLI's bundle (not the editor's to remove).
    expect(readdirSync(cache).sort()).toEqual(["cli-eeeeeeeeeeeeeeee", "editor-aaaaaaaaaaaaaaaa", "editor-bbbbbbbbbbbbbbbb"]);
  });

  it("a running editor keeps its bundle marked as in use", () => {
    const path = folder("editor-aaaaaaaaaaaaaaaa", graceMs * 2);
    const stop = keepInUse(path);
    try {
      expect(Date.now() - statSync(path).mtimeMs).toBeLessThan(graceMs);
      removeOlderBundles(cache, "editor-bbbbbbbbbbbbbbbb");
      expect(readdirSync(cache)).toEqual(["editor-aaaaaaaaaaaaaaaa"]);
    } finally {
      stop();
    }
  });
});

describe("the editor's bundle", () => {
  // Vitest runs with NODE_ENV=test, as the first editor of a fresh clone's test run is built.
  it("is React's production build, whatever NODE_ENV the process that built it had", { timeout: 120_000 }, async () => {
    expect(process.env.NODE_ENV).toBe("test");
    const assets = join(await editorBundle(() => {}), "assets");
    const code = readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(join(assets, name), "utf8"))
      .join("\n");
    expect(code).toContain("createElement");
    // What only React's development build says, and the JSX of development mode.
    expect(code).not.toContain("Each child in a list should have a unique");
    expect(code).not.toContain("jsxDEV");
    expect(process.env.NODE_ENV).toBe("test");
  });
});

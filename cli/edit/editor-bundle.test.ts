// Which editor bundles a `pages edit` that built a new one leaves in .pages-cache: an older bundle
// another editor may still serve stays, one no editor has used for a while goes.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { graceMs } from "../bundle-cache.mjs";
import { keepInUse, removeOlderBundles } from "./editor-bundle.ts";

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

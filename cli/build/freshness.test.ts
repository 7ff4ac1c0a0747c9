import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HEADERS_FILE } from "../../runtime/server/index.ts";
import { distIsStale, inputsHash, removeBuildStamp, stampPath, writeBuildStamp } from "./freshness.ts";

let root: string;
let dist: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "freshness-"));
  dist = join(root, "dist");
  for (const [path, text] of Object.entries({
    "pages.json": '{"site":{}}',
    "runtime/app/app.tsx": "app",
    "runtime/app/app.test.tsx": "a test",
    "blocks/faq/index.tsx": "faq",
    "public/favicon.svg": "<svg/>",
    "index.html": "<!doctype html>",
    "dist/index.html": "home",
    [`dist/${HEADERS_FILE}`]: "/*",
  })) {
    put(path, text);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function put(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** What `pages build` does at its end. */
const built = () => writeBuildStamp(root, dist, inputsHash(root, join(root, "pages.json")));

describe("distIsStale", () => {
  it("is stale with no stamp, fresh once a build has stamped it", () => {
    expect(distIsStale(root, dist)).toBe(true);
    built();
    expect(distIsStale(root, dist)).toBe(false);
  });

  it("judges by content: a file touched (or copied, or checked out) with the same bytes leaves it fresh", () => {
    built();
    const later = new Date(Date.now() + 60_000);
    for (const path of ["pages.json", "runtime/app/app.tsx", "public/favicon.svg"]) utimesSync(join(root, path), later, later);
    expect(distIsStale(root, dist)).toBe(false);
    // An old date on a changed file is not taken for "older than dist/" either.
    put("blocks/faq/index.tsx", "faq, changed");
    utimesSync(join(root, "blocks/faq/index.tsx"), new Date(0), new Date(0));
    expect(distIsStale(root, dist)).toBe(true);
  });

  it("is stale after any input changes, is added or is removed; a test file is no input", () => {
    const changes: [string, () => void][] = [
      ["pages.json", () => put("pages.json", '{"site":{"name":"x"}}')],
      ["a new picture", () => put("public/images/new.svg", "<svg/>")],
      ["a removed file", () => rmSync(join(root, "index.html"))],
      ["vite.config.ts", () => put("vite.config.ts", "export default {}")],
    ];
    for (const [what, change] of changes) {
      built();
      change();
      expect(distIsStale(root, dist), what).toBe(true);
    }
    built();
    put("runtime/app/app.test.tsx", "another test");
    expect(distIsStale(root, dist)).toBe(false);
  });

  it("is stale while a build is under way (its stamp removed), and without index.html or _headers", () => {
    built();
    removeBuildStamp(root, dist);
    expect(distIsStale(root, dist)).toBe(true);
    built();
    rmSync(join(dist, HEADERS_FILE));
    expect(distIsStale(root, dist)).toBe(true);
  });

  it("keeps one stamp per output folder", () => {
    const other = join(root, "site-b");
    put("site-b/index.html", "home");
    put(`site-b/${HEADERS_FILE}`, "/*");
    expect(stampPath(root, other)).not.toBe(stampPath(root, dist));
    built();
    expect(distIsStale(root, other)).toBe(true);
    expect(distIsStale(root, dist)).toBe(false);
  });

  it("removes the stamps of output folders that are gone when a build writes its own", () => {
    const other = join(root, "site-b");
    put("site-b/index.html", "home");
    writeBuildStamp(root, other, "inputs");
    built();
    expect(existsSync(stampPath(root, other))).toBe(true);
    rmSync(other, { recursive: true });
    built();
    expect(existsSync(stampPath(root, other))).toBe(false);
    expect(distIsStale(root, dist)).toBe(false);
  });

  it("is stale when pages.json cannot be read, so the build says what is wrong", () => {
    built();
    rmSync(join(root, "pages.json"));
    expect(distIsStale(root, dist)).toBe(true);
  });
});

// The versions kept: complete ones only, the newest ten and the live one, and what a stopped build left removed.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { pageChanges, pagesOf } from "./page-changes.ts";
import { testRecord } from "./test-record.ts";
import { KEPT_VERSIONS, VersionStore } from "./versions.ts";

let dir: string;
let store: VersionStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-versions-"));
  store = new VersionStore(join(dir, "versions"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function publishAt(at: string): string {
  const { id, folder } = store.begin(new Date(at));
  mkdirSync(join(folder, "site"));
  store.complete(id, folder, testRecord(id));
  return id;
}

it("names versions by their time, a number added when two share a second, and lists the complete ones newest first", () => {
  const first = publishAt("2026-11-26T10:00:00.000Z");
  const second = publishAt("2026-11-26T10:00:00.400Z");
  const unfinished = store.begin(new Date("2026-11-26T11:00:00.000Z"));
  expect([first, second]).toEqual(["20261126-100000", "20261126-100000-2"]);
  expect(store.list().map((version) => version.record.id)).toEqual([second, first]);
  expect(store.liveId()).toBeNull();
  store.makeLive(first);
  expect(store.live()!.record.id).toBe(first);
  store.removeUnfinished();
  expect(existsSync(unfinished.folder)).toBe(false);
  expect(() => store.makeLive("20261126-110000")).toThrow();
});

it("keeps the newest ten and the live one, however old", () => {
  const ids = Array.from({ length: 13 }, (_, index) => publishAt(`2026-11-${String(10 + index).padStart(2, "0")}T10:00:00.000Z`));
  store.makeLive(ids[0]!);
  store.prune();
  expect(store.list().map((version) => version.record.id)).toEqual([...ids.slice(-KEPT_VERSIONS).reverse(), ids[0]]);
});

it("reads a built folder's pages by their addresses, and tells added, removed and changed apart", () => {
  const site = (name: string, pages: Record<string, string>) => {
    for (const [path, html] of Object.entries(pages)) {
      mkdirSync(join(dir, name, path), { recursive: true });
      writeFileSync(join(dir, name, path, "index.html"), html);
    }
    return join(dir, name);
  };
  const before = site("before", { "": "home", about: "about", "ur/about": "ur", gone: "x", "_data/about": "data", assets: "js" });
  const after = site("after", { "": "home", about: "about, changed", "ur/about": "ur", new: "new" });
  expect([...pagesOf(before).keys()].sort()).toEqual(["/", "/about/", "/gone/", "/ur/about/"]);
  expect(pageChanges(pagesOf(before), pagesOf(after))).toEqual({ added: ["/new/"], removed: ["/gone/"], changed: ["/about/"] });
  expect(pageChanges(pagesOf(null), pagesOf(after)).added).toHaveLength(4);
});

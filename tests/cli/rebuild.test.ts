// `pages build` into a dist/ that already holds a build: only the files whose content changed are
// written (the others keep their bytes and their date, so a deploy uploads only what changed), what
// the new build no longer has is removed, the sitemap keeps the date of every page whose data did
// not change, and `pages serve --build-if-stale` judges dist/ by content, not by dates.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distIsStale } from "../../cli/build/freshness.ts";
import { dataUrl } from "../../runtime/data/index.ts";
import { copyOfProject, runCliIn } from "./helpers.ts";

let project: string;
let dist: string;

beforeAll(() => {
  project = copyOfProject();
  dist = join(project, "dist");
});
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

interface Snapshot {
  bytes: Buffer;
  mtimeMs: number;
}

/** Every file of the built site, by path relative to it. */
function snapshot(): Map<string, Snapshot> {
  const files = new Map<string, Snapshot>();
  for (const item of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!item.isFile()) continue;
    const path = join(item.parentPath, item.name);
    files.set(path.slice(dist.length + 1), { bytes: readFileSync(path), mtimeMs: statSync(path).mtimeMs });
  }
  return files;
}

function build(): string {
  const result = runCliIn(project, "build");
  expect(result.code, result.stdout + result.stderr).toBe(0);
  return result.stdout;
}

const utcDate = () => new Date().toISOString().slice(0, 10);
const lastmods = (xml: string) =>
  new Map([...xml.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((match) => [new URL(match[1]!).pathname, match[2]!]));

describe("a rebuild", () => {
  it("rewrites only what changed, removes what is gone, keeps unchanged pages' sitemap dates, and stays fresh by content", { timeout: 180_000 }, () => {
    build();
    expect(distIsStale(project, dist)).toBe(false);
    const first = snapshot();
    // A first build does not know when any page's data last changed: it gives no date, not its own.
    const firstSitemap = first.get("sitemap.xml")!.bytes.toString("utf8");
    expect(firstSitemap).toContain("<loc>");
    expect(firstSitemap).not.toContain("<lastmod>");

    // Nothing changed: not one file is written.
    expect(build()).toMatch(/Built \d+ pages into dist\/ in [\d.]+ s\. 0 of \d+ files written/);
    const second = snapshot();
    expect([...second.keys()].sort()).toEqual([...first.keys()].sort());
    for (const [path, file] of second) expect(file.mtimeMs, path).toBe(first.get(path)!.mtimeMs);
    expect(distIsStale(project, dist)).toBe(false);

    // An earlier build's dates in the sitemap, a page that build had and this one has not, and one
    // city's description edited.
    const sitemapPath = join(dist, "sitemap.xml");
    writeFileSync(sitemapPath, readFileSync(sitemapPath, "utf8").replace(/<\/loc>/g, "</loc><lastmod>2020-01-02</lastmod>"));
    mkdirSync(join(dist, "old-city"));
    writeFileSync(join(dist, "old-city", "index.html"), "a page no longer built");
    const pagesFile = join(project, "pages.json");
    const text = readFileSync(pagesFile, "utf8");
    const edited = text.replace("From the old city to the new housing societies,", "From the old city to the new housing societies, every week,");
    expect(edited).not.toBe(text);
    writeFileSync(pagesFile, edited);
    expect(distIsStale(project, dist)).toBe(true);

    const before = utcDate();
    build();
    const after = utcDate();
    expect(distIsStale(project, dist)).toBe(false);
    const third = snapshot();

    expect(third.has(join("old-city", "index.html"))).toBe(false);
    let kept = 0;
    for (const [path, file] of third) {
      const earlier = second.get(path);
      if (earlier?.bytes.equals(file.bytes)) {
        expect(file.mtimeMs, `${path} was not changed and keeps its date`).toBe(earlier.mtimeMs);
        kept++;
      } else {
        expect(file.mtimeMs, `${path} was written`).toBeGreaterThan(earlier?.mtimeMs ?? 0);
      }
    }
    const changed = [...third.keys()].filter((path) => !second.get(path)!.bytes.equals(third.get(path)!.bytes));
    expect(changed).toEqual(
      expect.arrayContaining([join("pakistan-cargo-to-lahore", "index.html"), join("_data", "pakistan-cargo-to-lahore", "index.json"), "sitemap.xml"]),
    );
    // Besides the sitemap, only pages whose data changed (the city's own, and the pages that list
    // the cities with their descriptions): each its data and its HTML. The bundle, the shell, the
    // headers and every other page are untouched.
    const dataChanged = changed.filter((path) => path.startsWith("_data"));
    // _data/index.json is index.html, _data/ur/index.json ur/index.html, _data/about/index.json about/index.html.
    const htmlOf = (data: string) => join(data.slice("_data/".length, -"index.json".length), "index.html");
    // An alias's file holds only its page's title (cli/build/alias-page.ts): its data changes without it.
    const aliasData = new Set([join("_data", "lahore-cargo", "index.json"), join("_data", "ur", "lahore-cargo", "index.json")]);
    expect(changed.sort()).toEqual(["sitemap.xml", ...dataChanged, ...dataChanged.filter((data) => !aliasData.has(data)).map(htmlOf)].sort());
    expect(kept).toBeGreaterThan(third.size / 2);

    const dates = lastmods(third.get("sitemap.xml")!.bytes.toString("utf8"));
    expect([before, after]).toContain(dates.get("/pakistan-cargo-to-lahore/"));
    expect(dates.get("/pakistan-cargo-to-karachi/")).toBe("2020-01-02");
    expect(dates.get("/about/")).toBe("2020-01-02");
    // Every page whose data changed has the build's date; every other keeps the earlier one.
    for (const [route, date] of dates) {
      const data = dataUrl(route).slice(1);
      const dataChanged = !second.get(data)!.bytes.equals(third.get(data)!.bytes);
      expect(dataChanged ? [before, after] : ["2020-01-02"], route).toContain(date);
    }
  });

  it("refuses an output folder that holds the project, which it would empty of everything it did not write", () => {
    for (const outDir of [".", "..", project]) {
      const result = runCliIn(project, "build", "--out-dir", outDir);
      expect(result.code, outDir).toBe(2);
      expect(result.stderr).toContain("holds the project itself");
    }
    expect(readFileSync(join(project, "pages.json"), "utf8")).toContain('"families"');
  });
});

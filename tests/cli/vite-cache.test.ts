// `pages build` keeps the outputs of its two Vite builds in .pages-cache/vite/ by the sources they are
// made from, and not by pages.json (cli/build/vite-cache.ts). Here, for real, in a copy of the
// project with a cache of its own and no CLI bundle yet:
//   - two builds start at once, one of a site of other content (another phone number, six kinds of
//     block fewer, English only), one of the shipped site: both make the CLI bundle and the Vite
//     bundles at the same moment and store the same entry, and one whole entry is left, with no
//     prerender entry behind; both sites are whole, and their scripts are the same bytes (the
//     bundles depend on no part of pages.json, which the key leaves out);
//   - the shipped site, built again, reads the bundles from the cache, and is the same site, byte
//     for byte, as the one built without them.
// That a change of a source, public/ or a setting changes the key is cli/build/vite-cache.test.ts's.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fallbackHtmlPath, htmlPath } from "../../cli/build/output-paths.ts";
import { copyOfProject, runCliIn, type CliResult } from "./helpers.ts";

const fromCache = "The browser bundle and the prerender code were those of an earlier build of the same sources.";
let project: string;

beforeAll(() => {
  project = copyOfProject({ ownCaches: true });
});
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

/** Every file under a folder, by path relative to it, with its bytes. */
function contentOf(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((item) => item.isFile());
  return new Map(
    files
      .map((item) => [join(item.parentPath, item.name).slice(dir.length + 1), readFileSync(join(item.parentPath, item.name))] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

function expectSameContent(actual: Map<string, Buffer>, expected: Map<string, Buffer>, what: string): void {
  expect([...actual.keys()], what).toEqual([...expected.keys()]);
  for (const [file, bytes] of expected) expect(actual.get(file)!.equals(bytes), `${what}: ${file}`).toBe(true);
}

/** The shipped file with a new phone number, without six kinds of block and in English only. */
function otherSite(): string {
  const file = JSON.parse(readFileSync(join(project, "pages.json"), "utf8")) as Record<string, unknown> & {
    site: { phone: string };
    languages: { code: string }[];
  };
  const dropped = new Set(["faq", "map", "stats", "live-chat", "testimonials", "image-grid"]);
  const englishOnly = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(englishOnly);
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value).flatMap(([key, child]): [string, unknown][] => {
      if (key === "ur" && "en" in value) return [];
      if (key === "blocks" && Array.isArray(child)) return [[key, child.filter((block: { type?: string }) => !dropped.has(block.type ?? "")).map(englishOnly)]];
      if (key === "translatedFrom") {
        const rest = Object.fromEntries(Object.entries(child as object).filter(([language]) => language !== "ur"));
        return Object.keys(rest).length ? [[key, rest]] : [];
      }
      return [[key, englishOnly(child)]];
    });
    return Object.fromEntries(entries);
  };
  const other = englishOnly(file) as typeof file;
  other.site.phone = "+971 50 123 4567";
  other.languages = other.languages.filter(({ code }) => code === "en");
  if (other.glossary && typeof other.glossary === "object") delete (other.glossary as Record<string, unknown>).ur;
  const path = join(project, "other-pages.json");
  writeFileSync(path, JSON.stringify(other, null, 2));
  return path;
}

/** `pages build <file> --out-dir <outDir>` in the copy, as a process of its own, so two can run at once. */
function startBuild(file: string, outDir: string): Promise<CliResult> {
  const child = spawn(process.execPath, ["cli/bin.mjs", "build", file, "--out-dir", outDir], { cwd: project, env: { ...process.env, NO_COLOR: "1" } });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

function built(result: CliResult): string {
  expect(result.code, result.stdout + result.stderr).toBe(0);
  return result.stdout;
}

/** The site's scripts: every .js file under it, with its bytes. */
function scriptsOf(site: Map<string, Buffer>): Map<string, Buffer> {
  return new Map([...site].filter(([file]) => file.endsWith(".js")));
}

describe("the cache of the Vite builds", () => {
  it("is made whole by two builds at once, is used for other content, and gives the site it would have been without it", { timeout: 240_000 }, async () => {
    const cache = join(project, ".pages-cache", "vite");
    const [other, uncached] = (await Promise.all([startBuild(otherSite(), join(project, "other")), startBuild("pages.json", join(project, "uncached"))])).map(
      built,
    );
    // Both started with an empty cache; each made the bundles, and one whole entry is left.
    expect(other).not.toContain(fromCache);
    expect(uncached).not.toContain(fromCache);
    const entries = readdirSync(cache);
    expect(entries, "one entry, no temporary folder").toHaveLength(1);
    expect([...contentOf(join(cache, entries[0]!)).keys()]).toContain("server/entry-server.mjs");
    expect(
      readdirSync(join(project, ".pages-cache")).filter((name) => name.startsWith("server")),
      "no prerender entry left",
    ).toEqual([]);
    expect(readFileSync(join(project, "other", "index.html"), "utf8")).toContain("123 4567");

    // Every route of the shipped site has its page, prerendered: the template's slots are all filled.
    const routes = JSON.parse(runCliIn(project, "routes", "--json").stdout) as { path: string; family: string }[];
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const page = route.family === "fallback" ? fallbackHtmlPath(join(project, "uncached"), route.path) : htmlPath(join(project, "uncached"), route.path);
      expect(existsSync(page), `${route.path} was built`).toBe(true);
      const html = readFileSync(page, "utf8");
      expect(html, route.path).not.toContain("<!--pages:");
      expect(html, route.path).toMatch(/<title>[^<]+<\/title>/);
    }

    const uncachedSite = contentOf(join(project, "uncached"));
    expectSameContent(scriptsOf(contentOf(join(project, "other"))), scriptsOf(uncachedSite), "the scripts of the other site and of the shipped one");

    expect(built(await startBuild("pages.json", join(project, "cached")))).toContain(fromCache);
    expect(readdirSync(cache)).toEqual(entries);
    expectSameContent(contentOf(join(project, "cached")), uncachedSite, "the site built from the cache and without it");
  });
});

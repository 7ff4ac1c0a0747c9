// `pages build` keeps the outputs of its two Vite builds in .pages-cache/vite/ by the sources they are
// made from, and not by pages.json (cli/build/vite-cache.ts). Here, for real, in a copy of the
// project with a cache of its own:
//   - a site of other content (another phone number, six kinds of block fewer, English only) builds
//     the bundles; the shipped site then reads them from the cache;
//   - with the cache emptied, the shipped site builds them again: the same bytes as those made for
//     the other site (so the bundles depend on no part of pages.json, which the key leaves out), and
//     the same site, byte for byte, as the build that read them from the cache.
// That a change of a source, public/ or a setting changes the key is cli/build/vite-cache.test.ts's.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfProject, runCliIn } from "./helpers.ts";

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

function build(file: string, outDir: string): string {
  const result = runCliIn(project, "build", file, "--out-dir", outDir);
  expect(result.code, result.stdout + result.stderr).toBe(0);
  return result.stdout;
}

describe("the cache of the Vite builds", () => {
  it("is used for other content of pages.json, and gives the site it would have been without it", { timeout: 240_000 }, () => {
    const cache = join(project, ".pages-cache", "vite");
    const other = build(otherSite(), join(project, "other"));
    expect(other).not.toContain(fromCache);
    const [key] = readdirSync(cache);
    const madeForOther = contentOf(join(cache, key!));
    expect(readFileSync(join(project, "other", "index.html"), "utf8")).toContain("123 4567");

    expect(build("pages.json", join(project, "cached"))).toContain(fromCache);

    rmSync(cache, { recursive: true });
    expect(build("pages.json", join(project, "uncached"))).not.toContain(fromCache);
    expect(readdirSync(cache)).toEqual([key]);
    expectSameContent(contentOf(join(cache, key!)), madeForOther, "the bundles made for the shipped site and for the other");
    expectSameContent(contentOf(join(project, "cached")), contentOf(join(project, "uncached")), "the site built from the cache and without it");
  });
});

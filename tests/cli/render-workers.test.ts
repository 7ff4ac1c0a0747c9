// A site in two languages renders its Urdu pages in a worker thread (cli/build/prerender.ts) while
// the English render on the build's own: the files must be exactly those of a build that renders
// every language on one thread, and the summary must count every page once. Left to itself, the
// build gives no worker to a language of the shipped site's size (fewer than pagesPerWorker pages).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pagesPerWorker } from "../../cli/build/prerender.ts";
import { runCliWithEnv } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "pages-render-workers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function filesOf(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), readFileSync(path));
    }
  };
  walk(root);
  return files;
}

describe("pages build with a render worker per language", () => {
  it("writes the same files as a build on one thread", () => {
    const environments: Record<string, string>[] = [{ PAGES_RENDER_WORKERS: "1" }, {}];
    const builds = environments.map((env, index) => {
      const out = join(dir, `build-${index}`);
      const result = runCliWithEnv(env, "build", "pages.json", "--out-dir", out);
      expect(result.code, result.stderr).toBe(0);
      return { out, summary: /Built (\d+) pages/.exec(result.stdout)?.[1], threads: /on (\d+) threads/.exec(result.stdout)?.[1] ?? "1" };
    });
    const [withWorker, alone] = builds.map((build) => filesOf(build.out));
    expect(builds.map((build) => build.threads)).toEqual(["2", "1"]);
    // All of its pages, both languages together, are fewer than a worker would need for one.
    expect(Number(builds[1]!.summary)).toBeLessThan(pagesPerWorker);
    expect(builds[0]!.summary).toBe(builds[1]!.summary);
    expect([...withWorker!.keys()].sort()).toEqual([...alone!.keys()].sort());
    // The Urdu pages are the worker's: they are there, and the same to the byte.
    expect([...withWorker!.keys()].some((path) => path.startsWith("ur/"))).toBe(true);
    const differing = [...withWorker!].filter(([path, bytes]) => !alone!.get(path)?.equals(bytes)).map(([path]) => path);
    expect(differing).toEqual([]);
  }, 240_000);
});

// Two `pages build` at once on one checkout, into different folders: both finish and both sites are
// whole and alike, each build having prerendered with an entry of its own, which it then removed.
// In a copy of the project, so no other test's build is under way in its cache; its CLI bundle does
// not exist yet either, so the two commands also start by making it at the same moment. Its cache of
// the Vite builds is empty and its own too: both builds make the bundles and store the same entry at
// once, and one whole entry is left (cli/build/vite-cache.ts).
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fallbackHtmlPath, htmlPath } from "../../cli/build/output-paths.ts";
import { copyOfProject, runCliIn, type CliResult } from "./helpers.ts";

let project: string;

beforeAll(() => {
  project = copyOfProject({ ownCaches: true });
});
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

function build(outDir: string): Promise<CliResult> {
  const child = spawn(process.execPath, ["cli/bin.mjs", "build", "--out-dir", outDir], { cwd: project, env: { ...process.env, NO_COLOR: "1" } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Every file under a folder, by path relative to it. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => join(item.parentPath, item.name).slice(dir.length + 1))
    .sort();
}

describe("two builds at once into different folders", () => {
  it("both finish with the whole site, and leave no prerender entry behind", { timeout: 120_000 }, async () => {
    const [a, b] = [join(project, "site-a"), join(project, "site-b")];
    const results = await Promise.all([build(a), build(b)]);
    for (const result of results) expect(result.code, result.stdout + result.stderr).toBe(0);

    const entries = readdirSync(join(project, ".pages-cache", "vite"));
    expect(entries, "one entry, no temporary folder").toHaveLength(1);
    expect(filesOf(join(project, ".pages-cache", "vite", entries[0]!))).toContain("server/entry-server.mjs");

    const files = filesOf(a);
    expect(filesOf(b)).toEqual(files);
    for (const file of files) expect(readFileSync(join(b, file)).equals(readFileSync(join(a, file))), file).toBe(true);

    // Every route has its page, prerendered: the template's slots are all filled.
    const routes = JSON.parse(runCliIn(project, "routes", "--json").stdout) as { path: string; family: string }[];
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const page = route.family === "fallback" ? fallbackHtmlPath(a, route.path) : htmlPath(a, route.path);
      expect(existsSync(page), `${route.path} was built`).toBe(true);
      const html = readFileSync(page, "utf8");
      expect(html, route.path).not.toContain("<!--pages:");
      expect(html, route.path).toMatch(/<title>[^<]+<\/title>/);
    }

    const cache = join(project, ".pages-cache");
    expect(readdirSync(cache).filter((name) => name.startsWith("server"))).toEqual([]);
  });
});

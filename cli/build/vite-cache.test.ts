// The cache of the Vite builds: its key changes with every file and setting the builds read and with
// nothing else (pages.json's content above all), and an entry is read back whole, written once by
// concurrent builds, and removed once unused. The builds here are stand-ins that write a file; the
// real ones are tests/cli/vite-cache.test.ts's.
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedViteBuilds, viteBuildsKey } from "./vite-cache.ts";

const scratch = mkdtempSync(join(tmpdir(), "pages-vite-cache-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const sourceRoot = join(import.meta.dirname, "..", "..");
let count = 0;

/** A project of the files the key reads (the real sources), and a pages.json. */
function project(): { root: string; publicDir: string } {
  const root = join(scratch, `project-${count++}`);
  for (const part of ["runtime", "schema", "blocks", "index.html", "vite.config.ts", "package.json", "package-lock.json", "tsconfig.json", "public"]) {
    cpSync(join(sourceRoot, part), join(root, part), { recursive: true });
  }
  mkdirSync(join(root, "cli", "build"), { recursive: true });
  writeFileSync(join(root, "cli", "build", "vite-builds.ts"), "export const options = 1;\n");
  writeFileSync(join(root, "pages.json"), JSON.stringify({ site: { phone: "+971 4 000 0000" }, pages: [{ blocks: [{ type: "hero" }] }] }));
  return { root, publicDir: join(root, "public") };
}

describe("the key of the Vite builds", () => {
  let root: string;
  let publicDir: string;
  let before: string;
  const env = { NODE_ENV: "production" };
  beforeAll(() => {
    ({ root, publicDir } = project());
    before = viteBuildsKey(root, publicDir, env);
  });

  /** The key after `change`, which is then undone by restoring the files it names. */
  function keyAfter(change: () => void, restore: string[] = []): string {
    const saved = restore.map((path) => [path, readFileSync(join(root, path))] as const);
    change();
    const key = viteBuildsKey(root, publicDir, env);
    for (const [path, bytes] of saved) writeFileSync(join(root, path), bytes);
    return key;
  }

  it("is the same for the same content, wherever the project is and however its files are dated", () => {
    const other = project();
    expect(viteBuildsKey(other.root, other.publicDir, env)).toBe(before);
    utimesSync(join(root, "blocks", "hero", "index.tsx"), new Date(2001, 1, 1), new Date(2001, 1, 1));
    expect(viteBuildsKey(root, publicDir, env)).toBe(before);
  });

  it("changes with a block's source, the app, the schema, the build's own code and every setting file", () => {
    for (const file of [
      "blocks/hero/index.tsx",
      "runtime/app/entry-client.tsx",
      "schema/defs.schema.json",
      "cli/build/vite-builds.ts",
      "index.html",
      "vite.config.ts",
      "package.json",
      "package-lock.json",
      "tsconfig.json",
    ]) {
      expect(
        keyAfter(() => appendFileSync(join(root, file), " "), [file]),
        file,
      ).not.toBe(before);
    }
  });

  it("changes with a file added to the sources, a block's folder above all", () => {
    expect(keyAfter(() => writeFileSync(join(root, "blocks", "hero", "extra.ts"), "export {};\n"))).not.toBe(before);
    rmSync(join(root, "blocks", "hero", "extra.ts"));
    expect(viteBuildsKey(root, publicDir, env)).toBe(before);
  });

  it("changes with what public/ holds: a file added, one changed, a link; not with where public/ is", () => {
    expect(keyAfter(() => writeFileSync(join(publicDir, "new.svg"), "<svg/>"))).not.toBe(before);
    rmSync(join(publicDir, "new.svg"));
    expect(keyAfter(() => appendFileSync(join(publicDir, "favicon.svg"), " "), ["public/favicon.svg"])).not.toBe(before);
    expect(keyAfter(() => symlinkSync("favicon.svg", join(publicDir, "icon.svg")))).not.toBe(before);
    rmSync(join(publicDir, "icon.svg"));
    const target = join(scratch, "link-target.svg");
    symlinkSync(target, join(publicDir, "icon.svg"));
    const leadingNowhere = viteBuildsKey(root, publicDir, env);
    writeFileSync(target, "<svg/>");
    expect(viteBuildsKey(root, publicDir, env), "the same link, once it leads to a file").not.toBe(leadingNowhere);
    rmSync(join(publicDir, "icon.svg"));
    const elsewhere = join(scratch, "elsewhere", "public");
    cpSync(publicDir, elsewhere, { recursive: true });
    expect(viteBuildsKey(root, elsewhere, env)).toBe(before);
    expect(viteBuildsKey(root, join(scratch, "none"), env), "no public/ at all").not.toBe(before);
  });

  it("changes with where node_modules really is (the manifest names modules by their path from the project)", () => {
    const elsewhere = join(scratch, "modules-elsewhere");
    mkdirSync(elsewhere);
    expect(keyAfter(() => symlinkSync(elsewhere, join(root, "node_modules")))).not.toBe(before);
    rmSync(join(root, "node_modules"));
    mkdirSync(join(root, "node_modules"));
    expect(viteBuildsKey(root, publicDir, env), "a folder of its own, as without one").toBe(before);
    rmSync(join(root, "node_modules"), { recursive: true });
  });

  it("follows a link in the sources to what it leads to, as the bundler does", () => {
    const outside = join(scratch, "outside-block");
    cpSync(join(root, "blocks", "faq"), outside, { recursive: true });
    rmSync(join(root, "blocks", "faq"), { recursive: true });
    symlinkSync(outside, join(root, "blocks", "faq"));
    expect(viteBuildsKey(root, publicDir, env), "the same files through a link").toBe(before);
    appendFileSync(join(outside, "index.tsx"), " ");
    expect(viteBuildsKey(root, publicDir, env), "a change behind the link").not.toBe(before);
    rmSync(join(root, "blocks", "faq"));
    cpSync(join(sourceRoot, "blocks", "faq"), join(root, "blocks", "faq"), { recursive: true });
    expect(viteBuildsKey(root, publicDir, env)).toBe(before);
  });

  it("changes with what Vite takes from the environment: .env files, VITE_ variables, NODE_ENV", () => {
    expect(keyAfter(() => writeFileSync(join(root, ".env.production"), "VITE_A=1\n"))).not.toBe(before);
    rmSync(join(root, ".env.production"));
    expect(viteBuildsKey(root, publicDir, { ...env, VITE_API: "x" })).not.toBe(before);
    expect(viteBuildsKey(root, publicDir, { NODE_ENV: "development" })).not.toBe(before);
    expect(viteBuildsKey(root, publicDir, { ...env, PATH: "/elsewhere" }), "other variables").toBe(before);
  });

  it("does not change with pages.json: its texts, its numbers, the blocks its pages use", () => {
    writeFileSync(join(root, "pages.json"), JSON.stringify({ site: { phone: "+971 4 999 9999" }, pages: [{ blocks: [{ type: "faq" }, { type: "map" }] }] }));
    expect(viteBuildsKey(root, publicDir, env)).toBe(before);
  });
});

describe("an entry of the cache", () => {
  const cache = join(scratch, "cache");
  let run = 0;
  /** A build's own folders, and a stand-in for the two builds that writes `text` into them and counts its calls. */
  function buildRun(text: string) {
    const dir = join(scratch, `run-${run++}`);
    const outputs = { client: join(dir, "client"), server: join(dir, "server") };
    const calls = { count: 0 };
    const build = async () => {
      calls.count++;
      // Slow enough for two builds at once to overlap.
      await new Promise((resolve) => setTimeout(resolve, 30));
      mkdirSync(join(outputs.client, "assets"), { recursive: true });
      mkdirSync(outputs.server, { recursive: true });
      writeFileSync(join(outputs.client, "assets", "app.js"), text);
      writeFileSync(join(outputs.server, "entry-server.mjs"), text);
    };
    return {
      outputs,
      calls,
      build,
      read: () => [readFileSync(join(outputs.client, "assets", "app.js"), "utf8"), readFileSync(join(outputs.server, "entry-server.mjs"), "utf8")],
    };
  }

  it("is made by the first build of a key and copied into the next one's folders", async () => {
    const first = buildRun("one");
    expect(await cachedViteBuilds(cache, "a".repeat(16), first.outputs, first.build)).toBe("built");
    const second = buildRun("two");
    expect(await cachedViteBuilds(cache, "a".repeat(16), second.outputs, second.build)).toBe("cached");
    expect(second.calls.count).toBe(0);
    expect(second.read()).toEqual(["one", "one"]);
    const other = buildRun("three");
    expect(await cachedViteBuilds(cache, "b".repeat(16), other.outputs, other.build)).toBe("built");
    expect(other.read()).toEqual(["three", "three"]);
  });

  it("is written whole once when two builds of one key run at once, and each has its outputs", async () => {
    const [a, b] = [buildRun("a"), buildRun("b")];
    const key = "c".repeat(16);
    expect(await Promise.all([cachedViteBuilds(cache, key, a.outputs, a.build), cachedViteBuilds(cache, key, b.outputs, b.build)])).toEqual(["built", "built"]);
    expect(a.read()).toEqual(["a", "a"]);
    expect(b.read()).toEqual(["b", "b"]);
    // One of the two, whole; no temporary folder left.
    const next = buildRun("next");
    await cachedViteBuilds(cache, key, next.outputs, next.build);
    expect([
      ["a", "a"],
      ["b", "b"],
    ]).toContainEqual(next.read());
    expect(readdirSync(join(cache, "vite")).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("is removed when no build used it for a day, or beyond the newest six once unused for ten minutes", async () => {
    const pruned = join(scratch, "pruned-cache");
    const folder = join(pruned, "vite");
    const entry = (n: number) => n.toString(16).padStart(16, "0");
    const usedAgo = (name: string, minutes: number) =>
      utimesSync(join(folder, name), new Date(Date.now() - minutes * 60_000), new Date(Date.now() - minutes * 60_000));
    for (let n = 1; n <= 10; n++) {
      const made = buildRun(`entry ${n}`);
      await cachedViteBuilds(pruned, entry(n), made.outputs, made.build);
    }
    // 8-10 used just now, 2-7 within the hour (7 the latest), 1 over a day ago.
    for (let n = 2; n <= 7; n++) usedAgo(entry(n), 60 - n);
    usedAgo(entry(1), 25 * 60);
    const latest = buildRun("latest");
    await cachedViteBuilds(pruned, "f".repeat(16), latest.outputs, latest.build);
    expect(readdirSync(folder).sort()).toEqual([entry(6), entry(7), entry(8), entry(9), entry(10), "f".repeat(16)].sort());
  });

  it("keeps every entry used within ten minutes, however many", async () => {
    const busy = join(scratch, "busy-cache");
    for (let n = 1; n <= 9; n++) {
      const made = buildRun(`entry ${n}`);
      await cachedViteBuilds(busy, n.toString(16).padStart(16, "0"), made.outputs, made.build);
    }
    expect(readdirSync(join(busy, "vite"))).toHaveLength(9);
  });
});

// The outputs of the two Vite builds behind `pages build` (the browser bundle and the prerender
// entry), kept in .pages-cache/vite/<key>/ and copied into a build's own folders when a later build
// is made from the same sources: the two builds are most of a build's time (~8 s of a core).
//
// The key is a hash of the content of everything the two builds read:
//   - the code and the settings: cli/, runtime/, schema/, blocks/, index.html, vite.config.ts,
//     package.json, package-lock.json (which packages are in node_modules), tsconfig.json;
//   - the public/ folder the build is given: Vite checks which addresses of index.html and of the
//     styles are files in it (it leaves those as they are), so its files' names and content count;
//   - where node_modules really is, seen from the project folder: the browser build's manifest names
//     each module by its path from there (`../../elsewhere/node_modules/...` through a link);
//   - what Vite takes from the environment into the code: the .env files of the project folder,
//     the VITE_* variables, NODE_ENV; and the version of Node.
// pages.json is not among them: nothing the builds load reads it (runtime/dev's plugin reads it in
// the dev server only; react-router's tree shaking works on react-router's own code, not on which
// blocks the site uses), and every block is in the bundle whether pages use it or not. The pages'
// data reaches the pages through the prerender, after the builds. tests/cli/vite-cache.test.ts
// holds the builds to that.
//
// An entry is written into a temporary folder beside the others and renamed into place, so a build
// never reads half an entry, and two builds at once that make the same one both succeed. Entries no
// build has used for a day are removed, and beyond the newest `kept`, those unused for ten minutes.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, realpathSync } from "node:fs";
import { cp, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { markInUse } from "../bundle-cache.mjs";
import { filesUnder, hashFiles } from "../file-hashes.mjs";

const sourceFolders = ["cli", "runtime", "schema", "blocks"];
const settingFiles = ["index.html", "vite.config.ts", "package.json", "package-lock.json", "tsconfig.json"];
const entryName = /^[0-9a-f]{16}$/;
const temporaryName = /^[0-9a-f]{16}\.[0-9a-f]{8}\.tmp$/;
const dayMs = 24 * 60 * 60_000;
const graceMs = 10 * 60_000;
/** Entries kept however recently used: a checkout's builds, a test run's copies, a branch or two. */
const kept = 6;

/** The key of the Vite builds of the project in root with this public/ folder. */
export function viteBuildsKey(root: string, publicDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash("sha256");
  const envFiles = readdirSync(root).filter((name) => name === ".env" || name.startsWith(".env."));
  const files = [...sourceFolders, ...settingFiles, ...envFiles.sort()].flatMap((path) => filesUnder(root, join(root, path), "follow"));
  // public/ by its place inside itself: the same files elsewhere make the same bundle.
  const publicFiles = filesUnder(publicDir, publicDir, "by-target").map(([name, bytes]): [string, Buffer] => [`public:${name}`, bytes]);
  const variables = Object.keys(env)
    .filter((name) => name.startsWith("VITE_"))
    .sort()
    .map((name) => [name, env[name]]);
  const modules = join(root, "node_modules");
  const modulesAt = relative(root, existsSync(modules) ? realpathSync(modules) : modules)
    .split(sep)
    .join("/");
  hash.update(JSON.stringify({ node: process.version, platform: process.platform, nodeEnv: env.NODE_ENV ?? null, variables, modulesAt }));
  return hashFiles(hash, [...files, ...publicFiles])
    .digest("hex")
    .slice(0, 16);
}

export interface ViteOutputs {
  client: string;
  server: string;
}

/**
 * Fills outputs.client and outputs.server with the builds' outputs: copied from the cache entry of
 * key when there is one, otherwise made by `build` and then kept under key. Returns which it was.
 */
export async function cachedViteBuilds(cacheDir: string, key: string, outputs: ViteOutputs, build: () => Promise<void>): Promise<"cached" | "built"> {
  const folder = join(cacheDir, "vite");
  const entry = join(folder, key);
  if (await restore(entry, outputs)) return "cached";
  await build();
  await store(folder, key, outputs);
  await removeUnusedEntries(folder, key);
  return "built";
}

async function restore(entry: string, outputs: ViteOutputs): Promise<boolean> {
  // An entry is there whole or not at all (renamed into place once written).
  if (!(await stat(entry).catch(() => null))) return false;
  // Marked first, so no other build removes it while it is copied.
  markInUse(entry);
  try {
    await cp(join(entry, "client"), outputs.client, { recursive: true });
    await cp(join(entry, "server"), outputs.server, { recursive: true });
    return true;
  } catch {
    // Removed all the same under this build (by hand): the builds make it again.
    await Promise.all([outputs.client, outputs.server].map((dir) => rm(dir, { recursive: true, force: true })));
    return false;
  }
}

async function store(folder: string, key: string, outputs: ViteOutputs): Promise<void> {
  const temporary = join(folder, `${key}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    await mkdir(temporary, { recursive: true });
    await cp(outputs.client, join(temporary, "client"), { recursive: true });
    await cp(outputs.server, join(temporary, "server"), { recursive: true });
    await rename(temporary, join(folder, key));
  } catch {
    // Another build stored the same entry first (its copy is as good), or the cache cannot be
    // written: this build has its outputs either way.
    await rm(temporary, { recursive: true, force: true });
  }
}

/**
 * Entries not used for a day, and beyond the newest `kept` (this build's included) those unused for
 * graceMs; the temporary folders of builds stopped halfway, after an hour (no build takes as long).
 */
async function removeUnusedEntries(folder: string, keep: string): Promise<void> {
  const now = Date.now();
  const usedAt = async (name: string) => ({ name, used: (await stat(join(folder, name)).catch(() => null))?.mtimeMs ?? now });
  const names = (await readdir(folder).catch(() => [])).filter((name) => name !== keep);
  const entries = (await Promise.all(names.filter((name) => entryName.test(name)).map(usedAt))).sort((a, b) => b.used - a.used);
  const temporaries = await Promise.all(names.filter((name) => temporaryName.test(name)).map(usedAt));
  const old = [
    ...entries.filter(({ used }, index) => now - used > dayMs || (index >= kept - 1 && now - used > graceMs)),
    ...temporaries.filter(({ used }) => now - used > 60 * 60_000),
  ];
  await Promise.all(old.map(({ name }) => rm(join(folder, name), { recursive: true, force: true })));
}

// The CLI's esbuild bundle, kept in .pages-cache/cli-<key>. The key is a hash of the exact bytes of
// every file the bundle was made from (the inputs esbuild's metafile lists, blocks/ and schema/
// included), of the files that decide how they are compiled and which packages they import (the
// lockfile, package.json, tsconfig.json, this file) and of the build options. A bundle keeps the list
// of its inputs beside it, so each start hashes those files again and uses the bundle only when the
// hash still names it: a change anywhere is seen, a file touched but unchanged rebuilds nothing, and
// a modification time that goes backwards (an unpacked archive, a copy that keeps dates) cannot
// hide a change.
//
// Used by cli/bin.mjs and by the CLI tests (tests/cli/helpers.ts), so both judge freshness alike;
// the editor's bundle (cli/edit/editor-bundle.ts) is kept and removed by the same rule.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { hashFiles } from "./file-hashes.mjs";

// Split into chunks, so a command's own dependencies (Vite for build, zod for the lead endpoint)
// load only when that command runs.
/** @satisfies {import("esbuild").BuildOptions} */
const options = {
  // The workers are entries of their own: a worker thread starts from a file (cli/build/prerender.ts,
  // cli/edit/edits-thread.ts, runtime/server/database/lead-writer.ts).
  entryPoints: {
    index: "cli/index.ts",
    "render-worker": "cli/build/render-worker.ts",
    "edits-worker": "cli/edit/edits-worker.ts",
    "lead-writer-worker": "runtime/server/database/lead-writer-worker.ts",
  },
  outExtension: { ".js": ".mjs" },
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "silent",
};
// Read by esbuild or npm but not listed among the inputs; a missing one counts as such.
const settingFiles = ["package-lock.json", "package.json", "cli/package.json", "tsconfig.json", "cli/bundle-cache.mjs"];
const inputsFile = "inputs.json";
const bundleName = /^cli-[0-9a-f]{16}$/;
// A bundle another process started from this recently is left in place: it may still be importing
// the chunk of its command. A folder being built is left as long.
export const graceMs = 60_000;

/** @param {string} root */
const cacheOf = (root) => join(root, ".pages-cache");

/**
 * @param {string} path
 * @returns {Buffer | null}
 */
function readOrNull(path) {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/**
 * The key of a bundle made from these inputs, each file's bytes given by `read` (null: absent).
 * @param {readonly string[]} inputs
 * @param {(path: string) => Buffer | null} read
 */
function keyOf(inputs, read) {
  const hash = createHash("sha256").update(JSON.stringify(options));
  return hashFiles(
    hash,
    [...settingFiles, ...inputs].map((path) => /** @type {const} */ ([path, read(path)])),
  )
    .digest("hex")
    .slice(0, 16);
}

/**
 * The entry of the bundle made from the project's files as they are now, or null when there is
 * none. The bundle found is marked as in use (its folder's time), so no other process removes it
 * while this one loads it.
 * @param {string} root
 * @returns {string | null}
 */
export function freshBundle(root) {
  const cache = cacheOf(root);
  let names;
  try {
    names = readdirSync(cache).filter((name) => bundleName.test(name));
  } catch {
    return null;
  }
  for (const name of names) {
    const dir = join(cache, name);
    /** @type {string[]} */
    let inputs;
    try {
      // oxlint-disable-next-line typescript/no-unsafe-assignment -- the list buildBundle wrote; JavaScript cannot say what JSON.parse returns
      inputs = JSON.parse(readFileSync(join(dir, inputsFile), "utf8"));
    } catch {
      continue;
    }
    if (`cli-${keyOf(inputs, (path) => readOrNull(join(root, path)))}` !== name) continue;
    markInUse(dir);
    return join(dir, "index.mjs");
  }
  return null;
}

/**
 * Builds the bundle of the project's files as they are now and returns its entry.
 * @param {string} root
 */
export async function buildBundle(root) {
  const { build } = await import("esbuild");
  const cache = cacheOf(root);
  mkdirSync(cache, { recursive: true });
  // Read before the build and, for the inputs, as esbuild loads them: a file saved during the build
  // then leaves a key that no longer matches, and the next start builds again, instead of a bundle
  // of the old text kept under the key of the new one.
  const settings = new Map(settingFiles.map((path) => [path, readOrNull(join(root, path))]));
  /** @type {Map<string, Buffer>} */
  const loaded = new Map();
  /** @type {import("esbuild").Plugin} */
  const recordInputs = {
    name: "pages:record-inputs",
    setup(builder) {
      builder.onLoad({ filter: /.*/ }, (args) => {
        const contents = readFileSync(args.path);
        loaded.set(relative(root, args.path).split(sep).join("/"), contents);
        return { contents, loader: "default" };
      });
    },
  };
  // Built in a folder of its own and renamed into place, so a process starting meanwhile never
  // finds a half-written bundle.
  const temporary = join(cache, `cli-build-${process.pid}-${randomBytes(4).toString("hex")}`);
  try {
    const result = await build({ ...options, absWorkingDir: root, outdir: temporary, metafile: true, plugins: [recordInputs] });
    // metafile: true above, so esbuild always gives one.
    const inputs = Object.keys(result.metafile?.inputs ?? {}).sort();
    const key = keyOf(inputs, (path) => (settings.has(path) ? (settings.get(path) ?? null) : (loaded.get(path) ?? readOrNull(join(root, path)))));
    writeFileSync(join(temporary, inputsFile), JSON.stringify(inputs));
    const name = `cli-${key}`;
    try {
      renameSync(temporary, join(cache, name));
    } catch (error) {
      // Another process built the same bundle first: it is complete, since it was renamed whole.
      if (!existsSync(join(cache, name, inputsFile))) throw error;
    }
    try {
      removeOldBundles(cache, name);
    } catch {
      // Left for the next build to remove; this bundle is ready all the same.
    }
    return join(cache, name, "index.mjs");
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

/**
 * Every other bundle, the earlier layout's `cli` folder included, and builds left by a killed process.
 * @param {string} cache
 * @param {string} keep
 */
function removeOldBundles(cache, keep) {
  removeUnused(cache, (name) => name !== keep && (name === "cli" || name.startsWith("cli-")));
}

/**
 * Marks a folder of the cache as in use now (its time), so no other process removes it for graceMs.
 * @param {string} dir
 */
export function markInUse(dir) {
  try {
    const now = new Date();
    utimesSync(dir, now, now);
  } catch {
    // A read-only cache: nothing there is removed either.
  }
}

/**
 * Removes the folders of the cache that `isOld` names, except those used or written within the last
 * graceMs: another process may still be loading from one, or building it.
 * @param {string} cache
 * @param {(name: string) => boolean} isOld
 */
export function removeUnused(cache, isOld) {
  for (const name of readdirSync(cache)) {
    if (!isOld(name)) continue;
    const path = join(cache, name);
    // Gone already (another process removed it) counts as just used.
    const used = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - used > graceMs) rmSync(path, { recursive: true, force: true });
  }
}

#!/usr/bin/env node
// The `pages` command. The TypeScript sources run with no build step: on first use (and whenever a
// source changes) they are bundled with esbuild into .pages-cache/cli, which starts several times
// faster than compiling every file on each run. The cache is in the project folder, not under
// node_modules: Node runs a module from its real path, so a bundle inside a node_modules that links
// to a folder elsewhere (pnpm, a monorepo, a container volume) could not import the project's
// packages nor find the project.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = `${root}cli/index.ts`;
const cache = `${root}.pages-cache`;
// Split into chunks, so a command's own dependencies (Vite for build, zod for the lead endpoint)
// load only when that command runs.
const bundleDir = `${cache}/cli`;
const bundle = `${bundleDir}/index.mjs`;

/** @param {string} dir */
function newestSource(dir) {
  let newest = 0;
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${item.name}`;
    if (item.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (/\.(ts|tsx|json)$/.test(item.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function bundleIsFresh() {
  try {
    const built = statSync(bundle).mtimeMs;
    return ["cli", "runtime", "schema"].every((dir) => newestSource(`${root}${dir}`) < built);
  } catch {
    return false;
  }
}

/** @typedef {{ run: (argv: readonly string[]) => Promise<number> }} Cli what cli/index.ts exports */

/**
 * @param {string} path the sources' entry or the bundle
 * @returns {Promise<Cli>}
 */
function importCli(path) {
  // A dynamic import has no type in plain JavaScript: the return type above says what it gives.
  return import(pathToFileURL(path).href);
}

/** @returns {Promise<Cli>} */
async function loadCli() {
  if (!bundleIsFresh()) {
    try {
      const { build } = await import("esbuild");
      mkdirSync(cache, { recursive: true });
      // Built into a folder of its own and renamed into place, so a second `pages` starting at the
      // same moment never loads a half-written bundle.
      const temporary = `${cache}/cli-${process.pid}-${Date.now()}`;
      await build({
        entryPoints: { index: entry },
        outdir: temporary,
        outExtension: { ".js": ".mjs" },
        bundle: true,
        splitting: true,
        platform: "node",
        format: "esm",
        target: "node20",
        packages: "external",
        logLevel: "silent",
      });
      const previous = `${temporary}-previous`;
      try {
        renameSync(bundleDir, previous);
      } catch {
        // No earlier bundle.
      }
      renameSync(temporary, bundleDir);
      rmSync(previous, { recursive: true, force: true });
    } catch {
      // No writable cache: run the sources through tsx instead, slower but the same code.
      const { register } = await import("tsx/esm/api");
      register();
      return importCli(entry);
    }
  }
  return importCli(bundle);
}

try {
  const { run } = await loadCli();
  process.exitCode = await run(process.argv);
} catch (error) {
  // run() reports its own failures; this is the CLI failing to load at all.
  console.error(`pages could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.PAGES_DEBUG) console.error(error);
  process.exitCode = 2;
}

#!/usr/bin/env node
// The `pages` command. The TypeScript sources run with no build step: on first use (and whenever a
// file they are made from changes) they are bundled with esbuild into .pages-cache/ (see
// bundle-cache.mjs), which starts several times faster than compiling every file on each run. The
// cache is in the project folder, not under node_modules: Node runs a module from its real path, so
// a bundle inside a node_modules that links to a folder elsewhere (pnpm, a monorepo, a container
// volume) could not import the project's packages nor find the project.
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildBundle, freshBundle } from "./bundle-cache.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

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
  let bundle = freshBundle(root);
  if (!bundle) {
    try {
      bundle = await buildBundle(root);
    } catch {
      // No writable cache: run the sources through tsx instead, slower but the same code.
      const { register } = await import("tsx/esm/api");
      register();
      return importCli(`${root}cli/index.ts`);
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

#!/usr/bin/env node
// The `pages` command. The TypeScript sources run with no build step: on first use (and whenever a
// source changes) they are bundled with esbuild into node_modules/.cache/pages, which starts several
// times faster than compiling every file on each run.
import { mkdirSync, readdirSync, renameSync, statSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = `${root}cli/index.ts`;
const bundle = `${root}node_modules/.cache/pages/cli.mjs`;

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

async function loadCli() {
  if (!bundleIsFresh()) {
    try {
      const { build } = await import("esbuild");
      mkdirSync(`${root}node_modules/.cache/pages`, { recursive: true });
      // Written beside the bundle and renamed into place, so a second `pages` starting at the same
      // moment never loads a half-written file.
      const temporary = `${bundle}.${process.pid}.tmp.mjs`;
      await build({
        entryPoints: [entry],
        outfile: temporary,
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20",
        packages: "external",
        logLevel: "silent",
      });
      renameSync(temporary, bundle);
    } catch {
      // No writable cache: run the sources through tsx instead, slower but the same code.
      const { register } = await import("tsx/esm/api");
      register();
      return import(pathToFileURL(entry).href);
    }
  }
  return import(pathToFileURL(bundle).href);
}

const { run } = await loadCli();
process.exitCode = await run(process.argv);

// The editor's page and scripts, built by Vite from runtime/editor/ into .pages-cache/editor-<key>/,
// where the key is a hash of every file the editor can be built from (runtime/, blocks/, schema/),
// the lockfile and this file. The first `pages edit` builds it (a few seconds); later ones find it
// ready until a source changes. Nothing of it goes near dist/: visitors never download the editor.
// Older bundles are removed as the CLI's own are (cli/bundle-cache.mjs): only once no editor has
// used them for a while, so a second `pages edit` after a source change leaves a running one's.
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm } from "node:fs/promises";
import { join, relative } from "node:path";
import type { Plugin } from "vite";
import { cacheDir, projectRoot, schemaValidatorModule } from "../../runtime/server/index.ts";
import { graceMs, markInUse, removeUnused } from "../bundle-cache.mjs";
import { hashFiles } from "../file-hashes.mjs";

const sourceFolders = ["runtime", "blocks", "schema"];
const sourceFile = /\.(tsx?|json|html|css)$/;
const settingFiles = ["package-lock.json", "package.json", "tsconfig.json", "cli/edit/editor-bundle.ts"];

/** The hash of everything the editor's bundle is made from. */
export async function editorBundleKey(root = projectRoot): Promise<string> {
  const hash = createHash("sha256");
  const files: string[] = [];
  for (const folder of sourceFolders) {
    const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) if (entry.isFile() && sourceFile.test(entry.name)) files.push(join(entry.parentPath, entry.name));
  }
  // Read without holding the thread (the admin's server builds it when the editor is first opened),
  // then hashed as the CLI's other caches hash their files.
  const paths = [...files.sort(), ...settingFiles.map((name) => join(root, name))];
  const contents = await Promise.all(paths.map((file) => readFile(file).catch(() => null)));
  return hashFiles(
    hash,
    paths.map((file, index) => [relative(root, file), contents[index] ?? null] as const),
  )
    .digest("hex")
    .slice(0, 16);
}

/** The folder of the editor's bundle, built first when there is none for the current sources. */
export async function editorBundle(report: (line: string) => void): Promise<string> {
  const key = await editorBundleKey();
  const folder = join(cacheDir, `editor-${key}`);
  if (existsSync(join(folder, "index.html"))) {
    markInUse(folder);
    return folder;
  }
  report("Building the editor (once, until its sources change) ...");
  const building = join(cacheDir, `editor-${key}.${randomBytes(4).toString("hex")}.tmp`);
  const [vite, react] = await Promise.all([import("vite"), import("@vitejs/plugin-react")]);
  // Always React's production build, whatever NODE_ENV this process was started with: Vite and the
  // React plugin read it, and under a test runner's "test" they made a development bundle (several
  // times slower: an Error made for every element drawn) that every later editor was then served.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await buildBundle(vite, react.default, building);
  } finally {
    // Left as Vite leaves it when it was not set.
    if (nodeEnv !== undefined) process.env.NODE_ENV = nodeEnv;
  }
  await rename(building, folder).catch(async (error: unknown) => {
    // Another `pages edit` finished the same build first: its copy is as good as this one.
    await rm(building, { recursive: true, force: true });
    if (!existsSync(join(folder, "index.html"))) throw error;
  });
  removeOlderBundles(cacheDir, `editor-${key}`);
  return folder;
}

/** Vite's build of runtime/editor/ into outDir. */
async function buildBundle(vite: typeof import("vite"), react: typeof import("@vitejs/plugin-react").default, outDir: string): Promise<void> {
  await vite.build({
    configFile: false,
    root: join(projectRoot, "runtime", "editor"),
    // Relative: the same bundle serves `pages edit` at / and the admin at /admin/edit/.
    base: "./",
    logLevel: "warn",
    publicDir: false,
    plugins: [react({ jsxImportSource: "@emotion/react" })],
    // The checking worker imports the schema's compiled validator (a worker is built with its own plugins).
    worker: { format: "es", plugins: () => [compiledSchema()] },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  });
}

const compiledSchemaId = "virtual:pages-schema-validator";

/** The schema's validator compiled now, for the checking worker to import (runtime/editor/compiled-schema.d.ts). */
function compiledSchema(): Plugin {
  return {
    name: "pages-compiled-schema",
    resolveId: (source) => (source === compiledSchemaId ? `\0${compiledSchemaId}` : null),
    load: (id) => (id === `\0${compiledSchemaId}` ? schemaValidatorModule() : null),
  };
}

/** Other editors' bundles, and builds a killed `pages edit` left, once no editor has used them for graceMs. */
export function removeOlderBundles(cache: string, keep: string): void {
  removeUnused(cache, (name) => name !== keep && /^editor-[0-9a-f]{16}(\.[0-9a-f]{8}\.tmp)?$/.test(name));
}

/**
 * Marks the bundle as in use now and again while the editor runs, so a `pages edit` started after a
 * source change does not remove the bundle this one serves. Returns what stops it.
 */
export function keepInUse(folder: string): () => void {
  markInUse(folder);
  const timer = setInterval(() => markInUse(folder), graceMs / 3);
  timer.unref();
  return () => clearInterval(timer);
}

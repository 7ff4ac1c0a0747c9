// The two Vite builds behind `pages build`: the browser bundle, and the prerender entry for Node.
// Their outputs are kept in .pages-cache/vite/ by what they are made from (vite-cache.ts).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { assetsFolder } from "../../runtime/foundation/content/index.ts";
import type { RenderPage } from "../../runtime/data/index.ts";
import { cacheDir, projectRoot } from "../../runtime/server/index.ts";
import { cachedViteBuilds, viteBuildsKey } from "./vite-cache.ts";

/**
 * One Vite build with the site's settings (runtime/dev/site-vite-config.ts, what vite.config.ts
 * gives the dev server), and `config` over them. The settings come with this code rather than from
 * vite.config.ts, which Vite would bundle again, with all it imports, for each build. Vite and the
 * settings are loaded only by the commands that build, not by every `pages` command.
 */
async function build(config: import("vite").InlineConfig): Promise<void> {
  const [vite, { siteViteConfig }] = await Promise.all([import("vite"), import("../../runtime/dev/index.ts")]);
  await vite.build(vite.mergeConfig(siteViteConfig(), { ...config, configFile: false }));
}

/**
 * The browser bundle into outDir. public/ is given to Vite (so index.html and the styles may name
 * files in it, which it leaves as they are), but not copied by it: Vite would copy everything in
 * public/, .env and .git/ included, and what links lead to. copy-public-files.ts copies it.
 */
async function buildClient(outDir: string, publicDir: string): Promise<void> {
  // The manifest says which files each lazily loaded block needs (see block-preloads.ts). Vite names
  // what it writes into assetsDir by content (`[name]-[hash]`), which runtime/server/fingerprint.ts
  // recognises to let browsers keep those files for a year.
  await build({
    root: projectRoot,
    logLevel: "warn",
    publicDir,
    build: { outDir, assetsDir: assetsFolder, emptyOutDir: true, manifest: true, copyPublicDir: false },
  });
}

async function buildServerEntry(outDir: string, publicDir: string): Promise<void> {
  await build({
    root: projectRoot,
    logLevel: "warn",
    // The same public/ as the browser's, so the key names the only one either build looks at. The
    // prerender reads the pictures from dist/, so it is not copied here.
    publicDir,
    build: {
      ssr: join(projectRoot, "runtime", "app", "entry-server.tsx"),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: "entry-server.mjs" } },
    },
  });
}

/**
 * The browser bundle into clientDir and the prerender entry into serverDir, read from the cache when
 * they were built before from the same sources and public/ (the given one, or the project's). Also
 * gives the key of those sources, which stands for the build's code elsewhere (null when a file
 * could not be read for it).
 */
export async function viteBuilds(clientDir: string, serverDir: string, publicDir: string): Promise<{ bundles: "cached" | "built"; key: string | null }> {
  const build = async () => {
    await buildClient(clientDir, publicDir);
    await buildServerEntry(serverDir, publicDir);
  };
  let key: string;
  try {
    key = viteBuildsKey(projectRoot, publicDir);
  } catch {
    // A file that cannot be read for the key (its permissions): built as without a cache, and the
    // bundler says what it cannot read.
    await build();
    return { bundles: "built", key: null };
  }
  return { bundles: await cachedViteBuilds(cacheDir, key, { client: clientDir, server: serverDir }, build), key };
}

/** The prerender entry built into outDir. */
export async function loadServerEntry(outDir: string): Promise<{ renderPage: RenderPage; entry: string }> {
  const entry = join(outDir, "entry-server.mjs");
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return { renderPage, entry };
}

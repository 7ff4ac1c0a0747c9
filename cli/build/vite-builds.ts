// The two Vite builds behind `pages build`: the browser bundle, and the prerender entry for Node.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { assetsFolder } from "../../runtime/foundation/content/index.ts";
import type { RenderPage } from "../../runtime/data/index.ts";
import { projectRoot } from "../../runtime/server/index.ts";
import { copyPublicFiles, type SkippedLink } from "./copy-public-files.ts";

// Vite is loaded only by the commands that build, not by every `pages` command.
async function build(config: import("vite").InlineConfig): Promise<void> {
  const vite = await import("vite");
  await vite.build(config);
}

/** Builds the browser bundle with public/ (the project's, or the one given) into outDir; returns the links of public/ left out. */
export async function buildClient(outDir: string, publicDir?: string): Promise<SkippedLink[]> {
  // Vite would copy everything in public/, .env and .git/ included, and what links lead to. It
  // still knows the folder (so index.html may name files in it), but the copy is made here,
  // without the hidden files and links leading out of public/.
  let resolvedPublicDir = "";
  const findPublicDir = { name: "pages:public-dir", configResolved: (config: { publicDir: string }) => void (resolvedPublicDir = config.publicDir) };
  // The manifest says which files each lazily loaded block needs (see block-preloads.ts). Vite names
  // what it writes into assetsDir by content (`[name]-[hash]`), which runtime/server/fingerprint.ts
  // recognises to let browsers keep those files for a year.
  await build({
    root: projectRoot,
    logLevel: "warn",
    plugins: [findPublicDir],
    ...(publicDir && { publicDir }),
    build: { outDir, assetsDir: assetsFolder, emptyOutDir: true, manifest: true, copyPublicDir: false },
  });
  return resolvedPublicDir ? copyPublicFiles(resolvedPublicDir, outDir) : [];
}

export async function buildServerEntry(outDir: string): Promise<{ renderPage: RenderPage; entry: string }> {
  await build({
    root: projectRoot,
    logLevel: "warn",
    // The prerender reads the pictures from dist/, so public/ is not copied here.
    build: {
      ssr: join(projectRoot, "runtime", "app", "entry-server.tsx"),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: "entry-server.mjs" } },
    },
  });
  const entry = join(outDir, "entry-server.mjs");
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return { renderPage, entry };
}

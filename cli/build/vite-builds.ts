// The two Vite builds behind `pages build`: the browser bundle, and the prerender entry for Node.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { renderPage } from "../../runtime/entry-server.tsx";
import { projectRoot } from "../project-root.ts";

// Vite is loaded only by the commands that build, not by every `pages` command.
async function build(config: import("vite").InlineConfig): Promise<void> {
  const vite = await import("vite");
  await vite.build(config);
}

export async function buildClient(outDir: string): Promise<void> {
  // The manifest says which files each lazily loaded block needs (see block-preloads.ts).
  await build({ root: projectRoot, logLevel: "warn", build: { outDir, emptyOutDir: true, manifest: true } });
}

export async function buildServerEntry(outDir: string): Promise<{ renderPage: typeof renderPage }> {
  await build({
    root: projectRoot,
    logLevel: "warn",
    build: { ssr: join(projectRoot, "runtime", "entry-server.tsx"), outDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: "entry-server.mjs" } } },
  });
  return (await import(pathToFileURL(join(outDir, "entry-server.mjs")).href)) as { renderPage: typeof renderPage };
}

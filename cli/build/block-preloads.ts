// The block code a page loads lazily, to be fetched alongside the main bundle (deferred-start.ts).
// Without it the browser learns of a page's FAQ or map code only once the main bundle has run, one
// round trip later, and hydration waits for it. Blocks hydrated when the visitor comes near them
// are left out on purpose.
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { BlockType } from "../../runtime/foundation/content/index.ts";
import { hydratedNearView } from "../../blocks/meta.ts";

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export interface BlockPreloads {
  /** The files of the lazily loaded blocks among `types` (each once), as absolute paths. */
  filesFor(types: Iterable<BlockType>): string[];
}

/** Every file a chunk needs before it can run: itself and what it imports, transitively. */
function filesOf(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
  return into;
}

export function blockPreloads(manifest: Manifest): BlockPreloads {
  // What the entry already brings (its own preloads are in the template) is never named twice.
  const entryFiles = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) filesOf(manifest, key, entryFiles);
  const cache = new Map<string, string[]>();
  return {
    filesFor(types) {
      const wanted = [...new Set(types)].filter((type) => !hydratedNearView.has(type)).sort();
      const key = wanted.join(",");
      let found = cache.get(key);
      if (found === undefined) {
        const files = new Set<string>();
        for (const type of wanted) filesOf(manifest, `blocks/${type}/index.tsx`, files);
        found = [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
        cache.set(key, found);
      }
      return found;
    },
  };
}

/** Reads Vite's manifest of the browser build, then removes it: the site has no use for it. */
export async function readManifest(dist: string): Promise<Manifest> {
  const path = join(dist, ".vite", "manifest.json");
  const manifest = JSON.parse(await readFile(path, "utf8")) as Manifest;
  await rm(join(dist, ".vite"), { recursive: true, force: true });
  return manifest;
}

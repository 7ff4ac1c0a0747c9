// The one rule that keeps the lead store from being published, shared by `pages validate` (for
// storeFile and PAGES_LEADS_FILE), by `pages build` (which also knows the folder it writes, and
// removes from it what it did not write) and by the lead endpoint of `pages serve` (which also
// knows the folder it serves). A store in public/ is copied into dist/ by the next build, and dist/ is what
// gets served and uploaded: anyone could then download every lead's name, phone and email.
import { realpathSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { insideFolder } from "./inside-folder.ts";
import { projectRoot } from "./project-root.ts";

export interface PublishedFolder {
  path: string;
  /** Why what is in it is published, to finish "which ...". */
  how: string;
}

/** The real path of a place that may not exist yet: its nearest existing parent with links resolved, plus the rest. */
function realPlace(path: string): string {
  const rest: string[] = [];
  for (let existing = resolve(path); ;) {
    try {
      return join(realpathSync(existing), ...rest);
    } catch {
      const parent = dirname(existing);
      if (parent === existing) return resolve(path);
      rest.unshift(basename(existing));
      existing = parent;
    }
  }
}

/**
 * The published folder the store would be in, or null. Links are followed (a `data` folder that
 * links to public/ is public/), and names are compared whatever their case: on macOS and Windows
 * `Public/` is `public/`, and on Linux refusing such a name costs nothing.
 */
export function publishedFolderOf(storeFile: string, places: { baseDir: string; outDir?: string; servedDir?: string }): PublishedFolder | null {
  const copied = "`pages build` copies into the published site";
  const served = "`pages build` writes the site into and `pages serve` serves";
  const folders: PublishedFolder[] = [
    // Beside pages.json first, so the message names the folder the way the file does.
    { path: join(places.baseDir, "public"), how: copied },
    { path: join(places.baseDir, "dist"), how: served },
    { path: join(projectRoot, "public"), how: copied },
    { path: join(projectRoot, "dist"), how: served },
    ...(places.outDir ? [{ path: places.outDir, how: "`pages build --out-dir` writes the site into" }] : []),
    ...(places.servedDir ? [{ path: places.servedDir, how: "`pages serve` serves" }] : []),
  ];
  const store = realPlace(storeFile).toLowerCase();
  return folders.find((folder) => insideFolder(store, realPlace(folder.path).toLowerCase())) ?? null;
}

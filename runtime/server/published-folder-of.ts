// The one rule that keeps the lead store (the database, its write-ahead log, and the JSON Lines
// store of earlier versions beside it) from being published, shared by `pages validate` (for
// storeFile and PAGES_LEADS_FILE), by `pages build` (which also knows the folder it writes, and
// removes from it what it did not write) and by the lead endpoint of `pages serve` (which also
// knows the folder it serves). A store in public/ is copied into dist/ by the next build, and
// dist/ is what gets served and uploaded: anyone could then download every lead's name, phone and
// email. A link in public/ to the store's folder offers it for publishing the same way: `pages
// build` leaves such a link out, but a copy of public/ made by other means may follow it.
import { type Dirent, readdirSync, readlinkSync, realpathSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { isHiddenPath } from "./hidden-path.ts";
import { insideFolder } from "./inside-folder.ts";
import { databaseFilesOf } from "./leads/settings.ts";
import { projectRoot } from "./project-root.ts";

export interface PublishedFolder {
  path: string;
  /** Why what is in it is published, to finish "which ...". */
  how: string;
  /** Set when it is published by a link in public/ that leads to it: the link's path. */
  link?: string;
}

/** A path as a message shows it: from baseDir when it is inside it (public/backup), else whole. */
export function shownFrom(baseDir: string, path: string): string {
  return insideFolder(path, baseDir) ? relative(baseDir, path) || "." : path;
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

/** The links in a public/ folder (not under a hidden name, which is never published), each with the real place it leads to, existing yet or not. */
function linksIn(publicDir: string): { path: string; target: string }[] {
  let entries: Dirent[];
  try {
    // A recursive listing does not go through links, so each link is met once, where it is.
    entries = readdirSync(publicDir, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !isHiddenPath(relative(publicDir, path).split(sep)))
    .flatMap((path) => {
      try {
        return [{ path, target: realPlace(resolve(dirname(path), readlinkSync(path))) }];
      } catch {
        // Removed since it was listed: it leads nowhere now.
        return [];
      }
    });
}

/**
 * The published folder the store would be in, or null. Links are followed (a `data` folder that
 * links to public/ is public/), and names are compared whatever their case: on macOS and Windows
 * `Public/` is `public/`, and on Linux refusing such a name costs nothing. A folder that a link
 * in public/ leads to counts as published too.
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
  const inside = folders.find((folder) => insideFolder(store, realPlace(folder.path).toLowerCase()));
  if (inside) return inside;
  for (const publicDir of new Set([join(places.baseDir, "public"), join(projectRoot, "public")])) {
    const link = linksIn(publicDir).find(({ target }) => insideFolder(store, target.toLowerCase()));
    if (link) return { path: link.target, how: `the link ${shownFrom(places.baseDir, link.path)} leads to`, link: link.path };
  }
  return null;
}

/**
 * The first of the lead store's files that would be published, or null: the JSON Lines store
 * named by storeFile, the database beside it (databaseFileOf) and SQLite's -wal and -shm files,
 * which hold the latest leads until they are written into the database.
 */
export function publishedStoreFile(
  storeFile: string,
  places: { baseDir: string; outDir?: string; servedDir?: string },
): (PublishedFolder & { file: string }) | null {
  for (const file of [storeFile, ...databaseFilesOf(storeFile)]) {
    const folder = publishedFolderOf(file, places);
    if (folder) return { ...folder, file };
  }
  return null;
}

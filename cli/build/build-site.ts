// `pages build`: validate, bundle, then prerender every route into dist/ with its data, the
// fallback pages, the sitemap, robots.txt and _headers (the security headers for the host).
//
// dist/ is not emptied first: the browser bundle is built into a folder of this run's own and
// copied in, and every file is written only when its bytes differ from what dist/ holds (see
// file-writer.ts), so the files a change did not touch keep their date and a deploy uploads only
// what changed. What the new build no longer has is removed at the end.
import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { ExpandedSite } from "../../runtime/foundation/content/index.ts";
import { cacheDir, projectRoot } from "../../runtime/server/index.ts";
import { fileWriter } from "./file-writer.ts";
import { removeBuildStamp, writeBuildStamp } from "./freshness.ts";
import { copyPublicFiles, type SkippedLink } from "./copy-public-files.ts";
import { copyStaged, removeUnwritten } from "./output-folder.ts";
import { prerender } from "./prerender.ts";
import { progressLine, type ProgressLine } from "./progress-line.ts";
import { loadServerEntry, viteBuilds } from "./vite-builds.ts";

export interface BuildOptions {
  /** Where the site goes: dist/ in the project unless said. */
  dist?: string;
  /** The public/ folder copied into the site: the one beside pages.json, which validate found its pictures in (the project's unless said). */
  publicDir?: string;
  /** The hash of what the build is made from (freshness.ts), stamped once the build has succeeded. */
  inputs?: string;
  progress?: ProgressLine;
  /** The pages file the editions were read from: its git history dates the pages of a first build (history-lastmods.ts). */
  pagesFile?: string;
}

export interface BuildReport {
  pages: number;
  ms: number;
  /** The threads the pages rendered on: a language each, while the machine has cores for them. */
  threads: number;
  /** Files in the built site. */
  files: number;
  /** Files written because they were new or their content changed. */
  written: number;
  /** Files of an earlier build that this one no longer has. */
  removed: number;
  /** The photos the pages show, made into their sizes now or read from the cache (responsive-pictures.ts). */
  photos: { made: number; cached: number };
  /** Whether the browser bundle and the prerender entry were built now or copied from .pages-cache/vite/ (vite-cache.ts). */
  bundles: "built" | "cached";
  /** Links in public/ that were not copied (leading out of public/, or back to a folder that holds them). */
  skipped: SkippedLink[];
}

/**
 * Builds the site into dist. The browser bundle and the prerender entry are built (or copied from
 * .pages-cache/vite/, vite-cache.ts) into folders of this run's own, removed at the end whether the
 * build succeeds or not: two builds at once on one checkout, into different folders, each use their
 * own instead of one emptied under the other.
 */
export async function buildSite(editions: readonly ExpandedSite[], options: BuildOptions = {}): Promise<BuildReport> {
  const started = performance.now();
  const dist = resolve(options.dist ?? join(projectRoot, "dist"));
  const progress = options.progress ?? progressLine();
  // From here until the end, dist/ is half old, half new: not to be served as built.
  removeBuildStamp(projectRoot, dist);
  await removeAbandonedEntries();
  const run = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const clientDir = join(cacheDir, `client-${run}`);
  const serverDir = join(cacheDir, `server-${run}`);
  try {
    const publicDir = options.publicDir ?? join(projectRoot, "public");
    const { bundles, key } = await viteBuilds(clientDir, serverDir, publicDir);
    const skipped = await copyPublicFiles(publicDir, clientDir);
    const { renderPage, entry: serverEntry } = await loadServerEntry(serverDir);
    // Into an empty folder (or none), every file is new: nothing to read back and compare.
    const writer = fileWriter({ fresh: (await readdir(dist).catch(() => [])).length === 0 });
    const today = new Date().toISOString().slice(0, 10);
    const { pages, threads, photos } = await prerender(editions, {
      client: clientDir,
      dist,
      writer,
      renderPage,
      serverEntry,
      progress,
      today,
      pagesFile: options.pagesFile,
      historyCache: key === null ? undefined : { dir: join(cacheDir, "history"), codeKey: key },
    });
    await copyStaged(clientDir, dist, writer);
    await writer.finish();
    const removed = await removeUnwritten(dist, writer);
    if (options.inputs) writeBuildStamp(projectRoot, dist, options.inputs);
    return { pages, threads, photos, bundles, ms: performance.now() - started, files: writer.written.size, written: writer.changed.size, removed, skipped };
  } finally {
    progress.finish();
    await Promise.all([clientDir, serverDir].map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

/**
 * The folders of builds that were stopped before their end (Ctrl+C), and the folder every build
 * shared before each had its own. No build runs for an hour, so an older one is no build's.
 */
async function removeAbandonedEntries(): Promise<void> {
  for (const name of await readdir(cacheDir).catch(() => [])) {
    if (name !== "server" && !name.startsWith("server-") && !name.startsWith("client-")) continue;
    const path = join(cacheDir, name);
    const changed = (await stat(path).catch(() => null))?.mtimeMs ?? Date.now();
    if (Date.now() - changed > 60 * 60_000) await rm(path, { recursive: true, force: true });
  }
}

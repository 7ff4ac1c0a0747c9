// What the build reads, as a snapshot of paths, sizes and modification times: `npm run bench`
// compares two builds, which only means something when both come from the same sources.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const folders = ["blocks", "runtime", "schema", "cli", "public"];
const files = ["pages.json", "index.html", "vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"];
const skipped = /(^|\/)(node_modules|bench|__snapshots__)(\/|$)|\.(test|spec)\.[cm]?[jt]sx?$/;

export type SourceSnapshot = Map<string, string>;

export function snapshotSources(root: string): SourceSnapshot {
  const snapshot: SourceSnapshot = new Map();
  const visit = (path: string) => {
    const name = relative(root, path);
    if (skipped.test(name)) return;
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (stats.isFile()) {
      snapshot.set(name, `${stats.size}:${stats.mtimeMs}`);
    }
  };
  for (const folder of folders) visit(join(root, folder));
  for (const file of files) visit(join(root, file));
  return snapshot;
}

/** The files added, removed or changed from before to after. */
export function changedSources(before: SourceSnapshot, after: SourceSnapshot): string[] {
  const changed = new Set<string>();
  for (const [path, stamp] of after) if (before.get(path) !== stamp) changed.add(path);
  for (const path of before.keys()) if (!after.has(path)) changed.add(path);
  return [...changed].sort();
}

// The dates the git history gave, kept in .pages-cache/history/ for the next build. Reading them
// again means reading and migrating every version of the pages file and expanding the pages that
// changed (0.8 s of a 3.4 s build of the shipped site, 4 s at 10,000 cities), and every build asks
// again while any page has no date (a page older than the history that can be read never gets one).
//
// The dates follow from the file as it is, the commits that changed it (each one's day and whether
// it has a parent), whether the clone is shallow, the bounds of the walk, today's date (a change
// not committed yet is today's) and the code that expands and compares pages, which `codeKey`
// stands for (the key of the build's Vite bundles: the content of cli/, runtime/, schema/ and
// blocks/, and more). An entry is named by the hash of all of them, so any change makes a new one.
// A walk that ended because git stopped (killed, out of memory) is not kept: the next build walks again.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { writeFileWhole } from "../../runtime/server/index.ts";
import type { Commit } from "./git-versions.ts";

/** Where the entries are kept, and what stands for the code that made them. */
export interface HistoryCache {
  dir: string;
  codeKey: string;
}

/** Entries kept: each build of a new commit or of a changed file makes one. */
const keptEntries = 8;

export interface HistoryInputs {
  text: string;
  commits: readonly Commit[];
  shallow: boolean;
  today: string;
  bounds: { maxCommits: number; pageLimit: number; byteLimit: number };
}

/** The entry's file for these inputs. */
export function historyEntry(cache: HistoryCache, { text, commits, shallow, today, bounds }: HistoryInputs): string {
  const hash = createHash("sha256")
    .update(JSON.stringify({ code: cache.codeKey, commits, shallow, today, bounds }))
    .update("\0")
    .update(text);
  return join(cache.dir, `${hash.digest("hex").slice(0, 20)}.json`);
}

/** The dates an earlier build found for the same inputs, or null (none, or not of the entry's shape). */
export function readHistoryEntry(file: string): Map<string, string> | null {
  try {
    const pairs: unknown = JSON.parse(readFileSync(file, "utf8"));
    if (!Array.isArray(pairs) || !pairs.every((pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === "string")))
      return null;
    const now = new Date();
    utimesSync(file, now, now);
    return new Map(pairs as [string, string][]);
  } catch {
    return null;
  }
}

/** Keeps the dates found (written whole: writeFileWhole), and removes the entries least recently used beyond the newest few. */
export function writeHistoryEntry(file: string, dates: ReadonlyMap<string, string>, dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    writeFileWhole(file, JSON.stringify([...dates]));
    const entries = readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => ({ path: join(dir, name), used: statSync(join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
      .sort((a, b) => b.used - a.used);
    for (const { path } of entries.slice(keptEntries)) rmSync(path, { force: true });
  } catch {
    // A cache that cannot be written costs the next build the walk, nothing else.
  }
}

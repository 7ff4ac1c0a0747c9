// When each page's data last changed, read from the git history of the pages file: what a build
// with no build before it (a fresh clone, a CI run) knows of its pages' dates.
//
// The file's versions are walked newest first: the file as it is on disk, then the version each
// commit that changed it left (`git log -- pages.json`, read through one `git cat-file --batch`).
// Each version is expanded, and each page's data fingerprinted as the build writes it (pageDataOf,
// the data file the build's own record compares). A page whose fingerprint differs between a
// version and the one before it changed at that version's commit: the date of that commit (or
// today's, for a change not yet committed). The walk stops once every page has its date, or after
// `maxCommits` (fewer on a big site, historyPageLimit). A page still without one is unknown and gets no date: the history seen ends before
// the page changed (a shallow clone, the bound), a version cannot be read or expanded, or git is
// missing or fails. A page found unchanged back to the commit that added the file dates from it.
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { basename, dirname, resolve } from "node:path";
import { promisify } from "node:util";
import { expandEditions, routesOf, type ExpandedSite, type PagesFile } from "../../runtime/foundation/content/index.ts";
import { pageDataOf } from "../../runtime/data/index.ts";
import { sitemapRoutes } from "./seo-files.ts";

const run = promisify(execFile);

/** How many of the file's commits are dated at most: a page that changed before them gets no date. */
export const historyCommitLimit = 200;

/**
 * How many pages are fingerprinted at most, all versions together: each version costs a whole
 * site's expansion (3 to 6 s at 10,000 cities in two languages on 2 cores), so a site of 20,000 pages dates
 * its file's last 3 commits and the shipped site of 94 pages its last 200.
 */
export const historyPageLimit = 120_000;

interface Commit {
  hash: string;
  /** YYYY-MM-DD, UTC: the day the commit was made (its committer date). */
  day: string;
  /** It has no parent: the first commit of a full history, or the oldest a shallow clone holds. */
  parentless: boolean;
}

/** Each canonical page's fingerprint: a hash of its data as the build writes it. */
export type Fingerprints = Map<string, string>;

/** The fingerprint of every canonical page of a site, in every language. */
export function fingerprintsOf(editions: readonly ExpandedSite[]): Fingerprints {
  const prints: Fingerprints = new Map();
  for (const site of editions) {
    const byRoute = new Map(site.pages.map((page) => [page.route, page]));
    for (const route of sitemapRoutes(routesOf(site))) {
      const page = byRoute.get(route.path);
      if (!page) continue;
      prints.set(
        route.canonical,
        createHash("sha1")
          .update(JSON.stringify(pageDataOf(site, page, 200)))
          .digest("base64"),
      );
    }
  }
  return prints;
}

/** The fingerprints of one version of the file, or null when it cannot be read as a site (invalid then). */
function fingerprintsOfText(text: string): Fingerprints | null {
  try {
    return fingerprintsOf(expandEditions(JSON.parse(text) as PagesFile));
  } catch {
    return null;
  }
}

/** The commits that changed the file, newest first, at most `limit`. */
async function commitsOf(dir: string, name: string, limit: number): Promise<Commit[]> {
  const { stdout } = await run("git", ["log", `-n${limit}`, "--format=%H %cI %P", "--", name], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  return stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [hash, date, ...parents] = line.split(" ");
      return { hash: hash!, day: new Date(date!).toISOString().slice(0, 10), parentless: parents.filter(Boolean).length === 0 };
    });
}

/** One `git cat-file --batch`, asked for one object at a time: each version is read when the walk reaches it, not all at once. */
function objectReader(dir: string) {
  const child = spawn("git", ["cat-file", "--batch"], { cwd: dir, stdio: ["pipe", "pipe", "ignore"] });
  // The output as it came, joined only when an object is whole (joining at every chunk copied a
  // 10,000-city file over and over).
  let chunks: Buffer[] = [];
  let length = 0;
  let waiting: (() => void) | null = null;
  let ended = false;
  const wake = () => {
    const next = waiting;
    waiting = null;
    next?.();
  };
  const joined = () => {
    const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length);
    chunks = [all];
    return all;
  };
  const keep = (rest: Buffer) => {
    chunks = rest.length > 0 ? [rest] : [];
    length = rest.length;
  };
  child.stdout.on("data", (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
    wake();
  });
  child.on("close", () => {
    ended = true;
    wake();
  });
  child.on("error", () => {
    ended = true;
    wake();
  });
  child.stdin.on("error", () => {});
  const more = () => new Promise<void>((done) => (waiting = done));
  return {
    /** The text of `<commit>:<path>`, or null when it is not there (or git stopped). */
    async read(name: string): Promise<string | null> {
      if (ended) return null;
      child.stdin.write(`${name}\n`);
      let header = -1;
      let size = 0;
      for (;;) {
        if (header < 0 && length > 0) {
          const all = joined();
          header = all.indexOf(10);
          if (header >= 0) {
            const line = all.subarray(0, header).toString();
            if (line.endsWith(" missing") || line.endsWith(" ambiguous")) {
              keep(all.subarray(header + 1));
              return null;
            }
            size = Number(line.split(" ")[2]);
          }
        }
        if (header >= 0 && length >= header + 1 + size + 1) {
          const all = joined();
          const text = all.subarray(header + 1, header + 1 + size).toString("utf8");
          keep(all.subarray(header + 1 + size + 1));
          return text;
        }
        if (ended) return null;
        await more();
      }
    },
    close: () => {
      child.stdin.end();
      child.kill();
    },
  };
}

/**
 * The day each canonical page's data last changed, as far as the git history of `pagesFile` tells
 * it; a page it does not tell is left out. `current` is the site as built (the file on disk);
 * `today` dates a change not yet committed. Never throws: without git, outside a repository, or when
 * git fails, the map is empty.
 */
export async function historyLastmods(
  pagesFile: string,
  current: readonly ExpandedSite[],
  { today, maxCommits = historyCommitLimit, pageLimit = historyPageLimit }: { today: string; maxCommits?: number; pageLimit?: number },
): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  const file = resolve(pagesFile);
  const dir = dirname(file);
  const name = basename(file);
  let shallow: boolean;
  try {
    shallow = (await run("git", ["rev-parse", "--is-shallow-repository"], { cwd: dir })).stdout.trim() === "true";
  } catch {
    return dates;
  }
  let newer = fingerprintsOf(current);
  // Each version read costs a whole site's expansion: a big site reads fewer of them. The file on
  // disk and the version before the oldest dated commit are fingerprinted too.
  const limit = Math.max(1, Math.min(maxCommits, Math.floor(pageLimit / Math.max(1, newer.size)) - 2));
  let commits: readonly Commit[];
  try {
    commits = await commitsOf(dir, name, limit + 1);
  } catch {
    return dates;
  }
  if (commits.length === 0) return dates;
  // One more than the bound is read, the version before the last change dated: if it came, the
  // history goes on beyond what is read.
  const cut = commits.length > limit;
  // The file on disk may differ from what the newest commit left: a page it changes changed today.
  let newerDay = today;
  const unknown = new Set(newer.keys());
  const reader = objectReader(dir);
  try {
    for (const commit of commits) {
      const text = await reader.read(`${commit.hash}:./${name}`);
      const older = text === null ? null : fingerprintsOfText(text);
      if (!older) return dates;
      for (const page of unknown) {
        if (older.get(page) !== newer.get(page)) {
          dates.set(page, newerDay);
          unknown.delete(page);
        }
      }
      if (unknown.size === 0) return dates;
      newer = older;
      newerDay = commit.day;
    }
    // The oldest commit read added the file, unless the history goes on past it (the bound, or the
    // edge of a shallow clone): then the pages left are unchanged since at least then, no more known.
    const oldest = commits.at(-1)!;
    if (!cut && !(shallow && oldest.parentless)) for (const page of unknown) if (newer.has(page)) dates.set(page, oldest.day);
    return dates;
  } finally {
    reader.close();
  }
}

// When each page's data last changed, read from the git history of the pages file: what a build
// with no build before it (a fresh clone, a CI run) knows of its pages' dates.
//
// The file's versions are walked newest first: the file as it is on disk, then the version each
// commit that changed it left (`git log -- pages.json`, read through one `git cat-file --batch`; a
// version in an older form of the file is migrated first, as `pages migrate` would). A page whose
// data, as the build writes it (pageDataOf), differs between a version and the one before it
// changed at that version's commit: the date of that commit (or today's, for a change not yet
// committed). A page found unchanged back to the commit that added the file dates from it.
//
// Most versions differ from the next only in some entries (a city added, a phone number changed):
// then only the pages those entries can reach are expanded and compared, each entry's own pages,
// the pages listing its family, and any page showing one of its texts; the rest of the site is not
// expanded at all. Any other difference (the site's settings, a page, a family's blocks) compares
// every page, as a whole expansion.
//
// The walk stops once every page has its date, or at a bound: `maxCommits` versions, `byteLimit`
// bytes of the file read, `pageLimit` pages expanded. A page still without a date is unknown and
// gets none: the history seen ends before the page changed (a shallow clone, a bound), a version
// cannot be read or expanded, or git is missing or fails.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";
import {
  currentFormat,
  expandEditions,
  expandSite,
  formatOf,
  listedEntries,
  migrateText,
  textsShownInEnglish,
  walkStrings,
  type ExpandedPage,
  type ExpandedSite,
  type FamilyName,
  type Language,
  type ListedEntries,
  type PagesFile,
} from "../../runtime/foundation/content/index.ts";
import { pageDataOf } from "../../runtime/data/index.ts";
import { entryChanges, listTouched, type FamilyChange } from "./entry-changes.ts";
import { historyEntry, readHistoryEntry, writeHistoryEntry, type HistoryCache } from "./history-cache.ts";
import { commitsOf, isShallow, objectReader, type Commit } from "./git-versions.ts";

/** How many of the file's commits are dated at most: a page that changed before them gets no date. */
export const historyCommitLimit = 200;

/**
 * How many pages are expanded and fingerprinted at most, all versions together: a version that
 * differs from the next beyond its entries costs a whole site's expansion (3 s at 10,000 cities in
 * two languages on 2 cores), so a site of 20,000 pages compares at most 5 such versions whole.
 */
export const historyPageLimit = 120_000;

/**
 * How much of the file's history is read at most: each version is read, parsed and compared to the
 * next whole (17 MB and about 0.8 s at 10,000 cities: 7 versions; the shipped file's 200).
 */
export const historyByteLimit = 128 * 1024 * 1024;

/** Each canonical page's fingerprint: a hash of its data as the build writes it. */
export type Fingerprints = Map<string, string>;

/** The pages of a site the sitemap lists (the site's whole or some of it), by canonical address: those that have one (sitemapRoutes). */
function pagesByCanonical(site: ExpandedSite): Map<string, ExpandedPage> {
  const pages = new Map<string, ExpandedPage>();
  for (const page of site.pages) if (page.canonical !== null) pages.set(page.canonical, page);
  return pages;
}

/** A page's fingerprint: a hash of its data as the build writes it. */
const fingerprintOf = (site: ExpandedSite, page: ExpandedPage): string =>
  createHash("sha1")
    .update(JSON.stringify(pageDataOf(site, page, 200)))
    .digest("base64");

/** The fingerprint of every canonical page of a site, in every language. */
export function fingerprintsOf(editions: readonly ExpandedSite[]): Fingerprints {
  const prints: Fingerprints = new Map();
  for (const site of editions) for (const [canonical, page] of pagesByCanonical(site)) prints.set(canonical, fingerprintOf(site, page));
  return prints;
}

/**
 * One version of the file as a site, migrated to the current form if it is older; null when it
 * cannot be read as one. Not checked against the schema: that would cost a second at 10,000 cities
 * for each version, the cost the walk exists to avoid. A version of another shape throws when it is
 * expanded or compared, which Walk.changedSince catches, and the walk ends there with no date.
 */
function sourceOf(text: string): PagesFile | null {
  try {
    const data: unknown = JSON.parse(text);
    if (formatOf(data) >= currentFormat) return data as PagesFile;
    const migrated = migrateText(text, data);
    return migrated.status === "migrated" ? (JSON.parse(migrated.text) as PagesFile) : null;
  } catch {
    return null;
  }
}

/**
 * The texts a language shows in English in the version the walk is at (englishShownIn), each
 * counted by the texts that show it, so that moving to an older version that differs in a few
 * entries only recounts those entries.
 */
class EnglishShown {
  readonly texts = new Set<string>();
  private readonly counts = new Map<string, number>();
  private readonly language: Language;

  constructor(source: PagesFile, language: Language) {
    this.language = language;
    for (const text of textsShownInEnglish(source, language)) this.count(text, 1);
  }

  private count(text: string, by: number): void {
    const count = (this.counts.get(text) ?? 0) + by;
    if (count > 0) {
      this.counts.set(text, count);
      this.texts.add(text);
    } else {
      this.counts.delete(text);
      this.texts.delete(text);
    }
  }

  /** Moves to the older version: the changed entries' texts out as the newer has them, in as the older has them. Returns the texts that start or stop showing in English. */
  move(versions: { newer: PagesFile; older: PagesFile }, changes: ReadonlyMap<FamilyName, FamilyChange>): Set<string> {
    // Each text the changed entries hold, and whether it showed in English before the move.
    const shownBefore = new Map<string, boolean>();
    const recount = (source: PagesFile, by: 1 | -1) => {
      for (const [name, { slugs }] of changes) {
        source.families[name].entries.forEach((entry, index) => {
          if (!slugs.has(entry.slug)) return;
          const at = { pointer: `/families/${name}/entries/${index}`, value: entry };
          for (const text of textsShownInEnglish(source, this.language, at)) {
            if (!shownBefore.has(text)) shownBefore.set(text, this.texts.has(text));
            this.count(text, by);
          }
        });
      }
    };
    recount(versions.newer, -1);
    recount(versions.older, 1);
    return new Set([...shownBefore].filter(([text, shown]) => shown !== this.texts.has(text)).map(([text]) => text));
  }
}

/** A page of the newest version (the site as built) whose date is not known yet: its data is the same in every version read so far. */
interface Undated {
  edition: number;
  page: ExpandedPage;
  lists: ListedEntries[];
}

/** The pages of the site as built, each with its fingerprint and the words it shows made when first asked for. */
class Newest {
  readonly pages = new Map<string, Undated>();
  private readonly prints: Fingerprints = new Map();
  private readonly shown = new Map<number, Map<string, Set<string>>>();

  readonly editions: readonly ExpandedSite[];

  constructor(editions: readonly ExpandedSite[]) {
    this.editions = editions;
    editions.forEach((site, edition) => {
      for (const [canonical, page] of pagesByCanonical(site)) {
        const lists = page.blocks.map((block) => listedEntries(block)).filter((list) => list !== null);
        this.pages.set(canonical, { edition, page, lists });
      }
    });
  }

  print(canonical: string): string {
    let print = this.prints.get(canonical);
    if (print === undefined) {
      const { edition, page } = this.pages.get(canonical)!;
      print = fingerprintOf(this.editions[edition]!, page);
      this.prints.set(canonical, print);
    }
    return print;
  }

  /** The pages of a language that show a string anywhere in their data (made once per language, when a change first asks). */
  showing(edition: number, text: string): ReadonlySet<string> {
    let index = this.shown.get(edition);
    if (!index) {
      index = new Map();
      const site = this.editions[edition]!;
      for (const [canonical, { edition: its, page }] of this.pages) {
        if (its !== edition) continue;
        const { page: shown, collections, provinces } = pageDataOf(site, page, 200);
        walkStrings([shown, collections, provinces], "", (value) => {
          let pages = index!.get(value);
          if (!pages) index!.set(value, (pages = new Set()));
          pages.add(canonical);
        });
      }
      this.shown.set(edition, index);
    }
    return index.get(text) ?? new Set();
  }
}

/** How an expansion selects a page (expandSite's selection): a family's entry by its slug, a page of `pages` by its route. */
const selectionKey = (family: FamilyName | null, key: string) => `${family ?? ""}:${key}`;
const selectionKeyOf = (page: ExpandedPage) => selectionKey(page.family, page.family === null ? page.route : page.slug!);

/** The walk through the file's versions, newest first: the pages it has not dated yet, and what it has spent of its bound. */
class Walk {
  readonly newest: Newest;
  readonly undated: Set<string>;
  /** Pages expanded and fingerprinted so far. */
  expanded = 0;
  private readonly pageLimit: number;
  /** The texts each language shows in English in the newer version, counted: made when first needed, and again after a version compared whole. */
  private english: EnglishShown[] | null = null;

  constructor(newest: Newest, pageLimit: number) {
    this.newest = newest;
    this.undated = new Set(newest.pages.keys());
    this.pageLimit = pageLimit;
  }

  /**
   * The undated pages whose data differs between two versions, compared by their entries where
   * only entries differ, else whole; null when the older version cannot be expanded (a version that
   * is not a valid site) or comparing it whole would pass the bound.
   */
  changedSince(versions: { newer: PagesFile; older: PagesFile }): Set<string> | null {
    try {
      const changes = entryChanges(versions.newer, versions.older);
      if (changes) return this.changedByEntries(versions, changes);
      if (this.expanded + this.undated.size > this.pageLimit) return null;
      this.english = null;
      return this.changedWhole(versions.older);
    } catch {
      return null;
    }
  }

  /** Only entries differ: only the pages the changed entries reach are expanded (in each language) and compared. */
  private changedByEntries(versions: { newer: PagesFile; older: PagesFile }, changes: ReadonlyMap<FamilyName, FamilyChange>): Set<string> {
    const { newest, undated } = this;
    this.english ??= newest.editions.map((site) => new EnglishShown(versions.newer, site.language));
    const changed = new Set<string>();
    newest.editions.forEach((site, edition) => {
      const english = this.english![edition]!;
      const reached = new Set<string>();
      for (const canonical of undated) {
        const { edition: its, page, lists } = newest.pages.get(canonical)!;
        if (its !== edition) continue;
        const own = page.family !== null && page.slug !== null && changes.get(page.family)?.slugs.has(page.slug);
        if (own || lists.some((list) => listTouched(list, changes.get(list.family)))) reached.add(canonical);
      }
      // A page showing a text that starts or stops showing in English is marked anew.
      for (const text of english.move(versions, changes)) {
        for (const canonical of newest.showing(edition, text)) if (undated.has(canonical)) reached.add(canonical);
      }
      if (reached.size === 0) return;
      const keys = new Set([...reached].map((canonical) => selectionKeyOf(newest.pages.get(canonical)!.page)));
      const older = expandSite(versions.older, site.language, {
        selected: (family, key) => keys.has(selectionKey(family, key)),
        englishTexts: english.texts,
      });
      const olderPages = pagesByCanonical(older);
      this.expanded += reached.size;
      for (const canonical of reached) {
        const page = olderPages.get(canonical);
        if (!page || fingerprintOf(older, page) !== newest.print(canonical)) changed.add(canonical);
      }
    });
    return changed;
  }

  /** The older version's every page expanded (throws when it cannot be). */
  private changedWhole(older: PagesFile): Set<string> {
    const { newest, undated } = this;
    const olderPages = new Map(
      expandEditions(older).flatMap((site) => [...pagesByCanonical(site)].map(([canonical, page]) => [canonical, { site, page }] as const)),
    );
    const changed = new Set<string>();
    for (const canonical of undated) {
      const found = olderPages.get(canonical);
      this.expanded += 1;
      // A page the older version does not have is new since it.
      if (!found || fingerprintOf(found.site, found.page) !== newest.print(canonical)) changed.add(canonical);
    }
    return changed;
  }
}

interface HistoryOptions {
  today: string;
  maxCommits?: number;
  pageLimit?: number;
  byteLimit?: number;
  /** Where the dates found are kept for the next build with the same inputs (history-cache.ts). */
  cache?: HistoryCache;
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
  { today, maxCommits = historyCommitLimit, pageLimit = historyPageLimit, byteLimit = historyByteLimit, cache }: HistoryOptions,
): Promise<Map<string, string>> {
  const file = resolve(pagesFile);
  const dir = dirname(file);
  let shallow: boolean;
  let commits: readonly Commit[];
  let text: string;
  try {
    shallow = await isShallow(dir);
    // One more than the bound is read, the version before the last change dated: if it came, the
    // history goes on beyond what is read.
    commits = await commitsOf(dir, basename(file), maxCommits + 1);
    text = await readFile(file, "utf8");
  } catch {
    return new Map();
  }
  const entry = cache && historyEntry(cache, { text, commits, shallow, today, bounds: { maxCommits, pageLimit, byteLimit } });
  const kept = entry ? readHistoryEntry(entry) : null;
  if (kept) return kept;
  const { dates, gitStopped } = await walkVersions(file, current, { shallow, commits, text, today, maxCommits, pageLimit, byteLimit });
  // A walk git cut short would give another build fewer dates than the history holds: not kept.
  if (entry && !gitStopped) writeHistoryEntry(entry, dates, cache.dir);
  return dates;
}

/** The walk through the versions read: the dates it finds (see the top of this file), and whether it ended because git stopped. */
async function walkVersions(
  file: string,
  current: readonly ExpandedSite[],
  {
    shallow,
    commits,
    text,
    today,
    maxCommits,
    pageLimit,
    byteLimit,
  }: Required<Omit<HistoryOptions, "cache">> & { shallow: boolean; commits: readonly Commit[]; text: string },
): Promise<{ dates: Map<string, string>; gitStopped: boolean }> {
  const dates = new Map<string, string>();
  const found = { dates, gitStopped: false };
  const name = basename(file);
  let newerText = text;
  let newer = sourceOf(newerText);
  if (commits.length === 0 || !newer) return found;
  const walk = new Walk(new Newest(current), pageLimit);
  const { undated } = walk;
  // The file on disk may differ from what the newest commit left: a page it changes changed today.
  let newerDay = today;
  let read = 0;
  const reader = objectReader(dirname(file));
  try {
    for (const commit of commits) {
      const text = await reader.read(`${commit.hash}:./${name}`);
      if (text === null) return { dates, gitStopped: reader.stopped };
      read += text.length;
      if (text !== newerText) {
        const older = sourceOf(text);
        if (!older) return found;
        const changed = walk.changedSince({ newer, older });
        if (!changed) return found;
        for (const page of changed) {
          dates.set(page, newerDay);
          undated.delete(page);
        }
        newer = older;
        newerText = text;
      }
      if (undated.size === 0) return found;
      newerDay = commit.day;
      if (read > byteLimit || walk.expanded > pageLimit) return found;
    }
    // The oldest commit read added the file, unless the history goes on past it (the bound, or the
    // edge of a shallow clone): then the pages left are unchanged since at least then, no more known.
    const oldest = commits.at(-1)!;
    const cut = commits.length > maxCommits;
    if (!cut && !(shallow && oldest.parentless)) for (const page of undated) dates.set(page, oldest.day);
    return found;
  } finally {
    reader.close();
  }
}

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expandEditions, type PagesFile } from "../../runtime/foundation/content/index.ts";
import { entryChanges } from "./entry-changes.ts";
import { fingerprintsOf, historyLastmods } from "./history-lastmods.ts";

const shipped = readFileSync(new URL("../../pages.json", import.meta.url), "utf8");
const origin = (JSON.parse(shipped) as PagesFile).site.url;
const today = "2099-12-31";

/** The file with one page's English description changed. */
function describedAnew(text: string, route: string, description: string): string {
  const file = JSON.parse(text) as PagesFile;
  const page = file.pages.find((candidate) => candidate.route === route)!;
  (page.seo.description as { en: string }).en = description;
  return JSON.stringify(file, null, 2);
}

function git(dir: string, args: string[], date?: string): string {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CONFIG_NOSYSTEM: "1", HOME: dir };
  return execFileSync("git", args, { cwd: dir, env, encoding: "utf8" });
}

/** A repository whose pages.json was committed three times: the shipped file, then /privacy changed, then /terms. */
function repository(root: string): string {
  const dir = join(root, "site");
  mkdirSync(dir);
  git(dir, ["init", "-q", "-b", "main"]);
  git(dir, ["config", "user.email", "test@example.com"]);
  git(dir, ["config", "user.name", "Test"]);
  let text = shipped;
  const commit = (message: string, date: string) => {
    writeFileSync(join(dir, "pages.json"), text);
    git(dir, ["add", "pages.json"]);
    git(dir, ["commit", "-q", "-m", message], date);
  };
  commit("the site", "2024-01-10T12:00:00Z");
  text = describedAnew(text, "/privacy", "How we look after what you tell us.");
  commit("privacy", "2024-02-10T12:00:00Z");
  text = describedAnew(text, "/terms", "The terms we carry your cargo on.");
  commit("terms", "2024-03-10T12:00:00Z");
  return dir;
}

/** A repository holding the given versions of pages.json, the first committed first, each on its day. */
function repositoryOf(root: string, name: string, versions: readonly (readonly [text: string, day: string])[]): string {
  const dir = join(root, name);
  mkdirSync(dir);
  git(dir, ["init", "-q", "-b", "main"]);
  for (const [text, day] of versions) {
    writeFileSync(join(dir, "pages.json"), text);
    git(dir, ["add", "pages.json"]);
    git(dir, ["-c", "user.email=t@example.com", "-c", "user.name=T", "commit", "-q", "-m", `on ${day}`], `${day}T12:00:00Z`);
  }
  return join(dir, "pages.json");
}

/**
 * What the dates must be, found the plain way: every version expanded whole and every page
 * fingerprinted, newest first; a page is dated by the newest version whose data differs from the
 * one before it, or by the first version.
 */
function datesByWholeVersions(versions: readonly (readonly [text: string, day: string])[]): Map<string, string> {
  const prints = versions.map(([text]) => fingerprintsOf(expandEditions(JSON.parse(text) as PagesFile)));
  const dates = new Map<string, string>();
  for (const page of prints.at(-1)!.keys()) {
    let at = versions.length - 1;
    while (at > 0 && prints[at - 1]!.get(page) === prints[at]!.get(page)) at -= 1;
    dates.set(page, versions[at]![1]);
  }
  return dates;
}

const editionsOf = (file: string) => expandEditions(JSON.parse(readFileSync(file, "utf8")) as PagesFile);
const at = (path: string) => `${origin}${path}`;

describe("the dates the git history of the pages file gives", () => {
  let root: string;
  let dir: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "history-lastmods-"));
    dir = repository(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("dates each page by the last commit that changed its data, and a change not yet committed today", async () => {
    const file = join(dir, "pages.json");
    writeFileSync(file, describedAnew(readFileSync(file, "utf8"), "/faq", "Answers to what people ask us most."));
    try {
      const dates = await historyLastmods(file, editionsOf(file), { today });
      expect(dates.get(at("/faq/"))).toBe(today);
      expect(dates.get(at("/terms/"))).toBe("2024-03-10");
      expect(dates.get(at("/privacy/"))).toBe("2024-02-10");
      // Unchanged since the file was added: the day of that commit, never today.
      expect(dates.get(at("/about/"))).toBe("2024-01-10");
      expect(dates.get(at("/ur/about/"))).toBe("2024-01-10");
      expect(dates.get(at("/"))).toBe("2024-01-10");
      // An English description is not shown on the Urdu page: it did not change.
      expect(dates.get(at("/ur/terms/"))).toBe("2024-01-10");
      // Every page of the site has its date: the whole history was read.
      expect(dates.size).toBe(fingerprintsOf(editionsOf(file)).size);
      expect([...dates.values()].filter((day) => day === today)).toEqual([today]);
    } finally {
      git(dir, ["checkout", "-q", "--", "pages.json"]);
    }
  });

  it("stops at the commit bound: the pages that changed before it get no date", async () => {
    const file = join(dir, "pages.json");
    const pages = fingerprintsOf(editionsOf(file)).size;
    // One commit dated, by its number or by the pages a big site may expand (one version whole:
    // each of these commits changed a page of `pages`, so each version is compared whole).
    for (const bound of [{ maxCommits: 1 }, { pageLimit: pages }]) {
      const dates = await historyLastmods(file, editionsOf(file), { today, ...bound });
      expect(dates.get(at("/terms/"))).toBe("2024-03-10");
      expect(dates.has(at("/privacy/"))).toBe(false);
      expect(dates.has(at("/about/"))).toBe(false);
    }
  });

  it("in a shallow clone, dates only the changes it can see, and leaves the pages unchanged through it without a date", async () => {
    const clone = join(root, "shallow");
    execFileSync("git", ["clone", "-q", "--depth", "2", `file://${dir}`, clone]);
    const file = join(clone, "pages.json");
    const dates = await historyLastmods(file, editionsOf(file), { today });
    expect(dates.get(at("/terms/"))).toBe("2024-03-10");
    expect(dates.has(at("/privacy/"))).toBe(false);
    expect(dates.has(at("/about/"))).toBe(false);
    expect(dates.size).toBe(1);
  });

  it("keeps what it found for the next build: read again while the file, its commits, the day and the code are the same", async () => {
    const own = join(root, "for-cache");
    mkdirSync(own);
    const file = join(repository(own), "pages.json");
    const cache = { dir: join(own, "history-cache"), codeKey: "code-1" };
    const found = await historyLastmods(file, editionsOf(file), { today, cache });
    expect(found.get(at("/terms/"))).toBe("2024-03-10");
    const [entry, ...others] = readdirSync(cache.dir);
    expect(others).toEqual([]);
    // What the entry says is what the next build with the same inputs is given, without the walk.
    const entryFile = join(cache.dir, entry!);
    expect(new Map(JSON.parse(readFileSync(entryFile, "utf8")) as [string, string][])).toEqual(found);
    writeFileSync(entryFile, JSON.stringify([[at("/terms/"), "2000-01-01"]]));
    expect(await historyLastmods(file, editionsOf(file), { today, cache })).toEqual(new Map([[at("/terms/"), "2000-01-01"]]));
    // Other code, another day, or a new commit: the walk again, into an entry of its own.
    expect((await historyLastmods(file, editionsOf(file), { today, cache: { ...cache, codeKey: "code-2" } })).get(at("/terms/"))).toBe("2024-03-10");
    expect((await historyLastmods(file, editionsOf(file), { today: "2099-12-30", cache })).get(at("/terms/"))).toBe("2024-03-10");
    writeFileSync(file, describedAnew(readFileSync(file, "utf8"), "/faq", "Answers to what people ask us most."));
    git(join(own, "site"), ["commit", "-q", "-am", "faq"], "2024-04-10T12:00:00Z");
    const afterCommit = await historyLastmods(file, editionsOf(file), { today, cache });
    expect(afterCommit.get(at("/faq/"))).toBe("2024-04-10");
    expect(afterCommit.get(at("/terms/"))).toBe("2024-03-10");
    expect(readdirSync(cache.dir)).toHaveLength(4);
    // An entry that is not a list of dates (emptied, cut short) counts as none.
    for (const name of readdirSync(cache.dir)) writeFileSync(join(cache.dir, name), name === entry ? "[[" : JSON.stringify([[at("/faq/")]]));
    expect(await historyLastmods(file, editionsOf(file), { today, cache })).toEqual(afterCommit);
  });

  it("keeps nothing of a walk git cut short: the next build walks again", async () => {
    const own = join(root, "git-stops");
    mkdirSync(own);
    const file = join(repository(own), "pages.json");
    const cache = { dir: join(own, "history-cache"), codeKey: "code-1" };
    // A git that lists the history but stops at the first version it is asked to read.
    const programs = join(own, "programs");
    mkdirSync(programs);
    const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
    writeFileSync(join(programs, "git"), `#!/bin/sh\nif [ "$1" = cat-file ]; then exit 1; fi\nexec ${real} "$@"\n`, { mode: 0o755 });
    const path = process.env.PATH;
    process.env.PATH = `${programs}:${path}`;
    try {
      expect((await historyLastmods(file, editionsOf(file), { today, cache })).size).toBe(0);
    } finally {
      process.env.PATH = path;
    }
    expect(existsSync(cache.dir) ? readdirSync(cache.dir) : []).toEqual([]);
    expect((await historyLastmods(file, editionsOf(file), { today, cache })).get(at("/terms/"))).toBe("2024-03-10");
    expect(readdirSync(cache.dir)).toHaveLength(1);
  });

  it("gives no date at all outside a repository, or without git", async () => {
    const outside = join(root, "outside");
    mkdirSync(outside);
    const file = join(outside, "pages.json");
    writeFileSync(file, shipped);
    expect((await historyLastmods(file, editionsOf(file), { today })).size).toBe(0);

    const path = process.env.PATH;
    process.env.PATH = join(root, "no-programs");
    try {
      const inRepository = join(dir, "pages.json");
      expect((await historyLastmods(inRepository, editionsOf(inRepository), { today })).size).toBe(0);
    } finally {
      process.env.PATH = path;
    }
  });

  it("gives no date to the pages of a version it cannot read as a site, nor to those before it", async () => {
    const broken = join(root, "broken");
    mkdirSync(broken);
    git(broken, ["init", "-q", "-b", "main"]);
    const file = join(broken, "pages.json");
    for (const [text, date] of [
      [shipped, "2024-01-10T12:00:00Z"],
      ["{ not a site", "2024-02-10T12:00:00Z"],
      [describedAnew(shipped, "/terms", "New terms."), "2024-03-10T12:00:00Z"],
    ] as const) {
      writeFileSync(file, text);
      git(broken, ["add", "pages.json"]);
      git(broken, ["-c", "user.email=t@example.com", "-c", "user.name=T", "commit", "-q", "-m", "change"], date);
    }
    const dates = await historyLastmods(file, editionsOf(file), { today });
    expect(dates.size).toBe(0);
  });

  describe("when versions differ only in entries", () => {
    /** The file as the edits below read it: entries as plain JSON. */
    type Site = { families: Record<"destinations" | "areas" | "services", { entries: Record<string, unknown>[] }> };
    const edited = (text: string, edit: (site: Site) => void) => {
      const site = JSON.parse(text) as Site;
      edit(site);
      return JSON.stringify(site, null, 2);
    };
    const destinations = (site: Site) => site.families.destinations.entries;
    // Words an Urdu page shows (the FAQ page's title): given to a new city as its English.
    const urduTitle = ((JSON.parse(shipped) as PagesFile).pages.find((page) => page.route === "/faq")!.seo.title as unknown as { ur: string }).ur;
    const versions: [string, string][] = [[shipped, "2024-01-10"]];
    const next = (day: string, edit: (site: Site) => void) => versions.push([edited(versions.at(-1)![0], edit), day]);
    // A city added in English only: its pages, the lists of cities, and the Urdu FAQ page, whose
    // title now reads as English text another page shows untranslated.
    next("2024-02-10", (site) => destinations(site).push({ slug: "chaman", city: "Chaman", province: "Balochistan", description: urduTitle }));
    // A city's Urdu words changed, and nothing else.
    next("2024-03-10", (site) => {
      const description = destinations(site)[1]!.description as { ur: string };
      description.ur = `${description.ur} ۔`;
    });
    // Two emirates change places: every list of all of them changes its order.
    next("2024-04-10", (site) => {
      const areas = site.families.areas.entries;
      [areas[0], areas[1]] = [areas[1]!, areas[0]!];
    });
    // A city taken out.
    next("2024-05-10", (site) => destinations(site).splice(5, 1));
    // A service's English name changed.
    next("2024-06-10", (site) => {
      const title = site.families.services.entries[2]!.title as { en: string };
      title.en = `${title.en} and more`;
    });

    it("each differs from the one before only in entries, as the walk reads them", () => {
      const sites = versions.map(([text]) => JSON.parse(text) as PagesFile);
      const changes = sites.slice(1).map((site, index) => entryChanges(site, sites[index]!));
      expect(changes.map((change) => change && [...change.keys()])).toEqual([["destinations"], ["destinations"], ["areas"], ["destinations"], ["services"]]);
      expect(changes[2]!.get("areas")).toEqual({ slugs: new Set(), reordered: true });
      expect(changes[3]!.get("destinations")!.slugs).toEqual(new Set([destinations(JSON.parse(shipped) as Site)[5]!.slug]));
      // Any other difference is compared whole.
      expect(entryChanges(sites[0]!, JSON.parse(describedAnew(shipped, "/terms", "New terms.")) as PagesFile)).toBeNull();
    });

    it("dates every page as expanding every version whole does", async () => {
      const file = repositoryOf(root, "entries", versions);
      const dates = await historyLastmods(file, editionsOf(file), { today });
      const expected = datesByWholeVersions(versions);
      expect(Object.fromEntries(dates)).toEqual(Object.fromEntries(expected));
      // The oracle is not blind: each change dated some page, the added city's both pages among them.
      expect(new Set(expected.values())).toEqual(new Set(versions.map(([, day]) => day)));
      expect(expected.get(at("/pakistan-cargo-to-chaman/"))).toBe("2024-02-10");
      expect(expected.get(at("/ur/faq/"))).toBe("2024-02-10");
      expect(expected.get(at("/faq/"))).toBe("2024-01-10");
    });
  });

  it("reads a version in an older form of the file, migrated as pages migrate does", async () => {
    const site = JSON.parse(shipped) as { labels: { provinces?: unknown }; version?: number };
    delete site.labels.provinces;
    delete site.version;
    // Form 1: no provinces' names, one fingerprint a translation.
    const formOne = JSON.stringify(site, null, 2).replace(/"translatedFrom": \{\s*"ur": ("[0-9a-f]{8}")\s*\}/g, '"translatedFrom": $1');
    expect(formOne).toContain('"translatedFrom": "');
    const file = repositoryOf(root, "older-form", [
      [formOne, "2024-01-10"],
      [shipped, "2024-02-10"],
    ]);
    const dates = await historyLastmods(file, editionsOf(file), { today });
    // Unchanged by the migration: dated by the first commit, not left undated.
    expect(dates.get(at("/about/"))).toBe("2024-01-10");
    expect(dates.get(at("/ur/about/"))).toBe("2024-01-10");
    // The Urdu names of the provinces came with the second.
    expect(dates.get(at("/ur/service-areas/"))).toBe("2024-02-10");
    expect(dates.size).toBe(fingerprintsOf(editionsOf(file)).size);
  });
});

import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expandEditions, type PagesFile } from "../../runtime/foundation/content/index.ts";
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
    // One commit dated, by its number or by the pages a big site may fingerprint (three versions).
    for (const bound of [{ maxCommits: 1 }, { pageLimit: 3 * pages }]) {
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
});

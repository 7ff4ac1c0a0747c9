// How long the git history of the pages file takes to date the pages of a first build
// (cli/build/history-lastmods.ts): on the shipped file with its own history, and on a site of
// 10,000 destinations whose file was committed three times, a different city changed each time,
// one more changed and not committed.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expandEditions, type PagesFile } from "../../runtime/foundation/content/index.ts";
import { projectRoot } from "../../runtime/server/index.ts";
import { fingerprintsOf, historyLastmods } from "../build/history-lastmods.ts";
import { generateSite } from "./generate-site.ts";

export interface HistoryTiming {
  ms: number;
  /** The pages the sitemap lists, in every language; `dated` of them got a date. */
  pages: number;
  dated: number;
}

/** The history's time on one pages file, as the build runs it (the site expanded beforehand, not timed). */
export async function timeHistory(file: string): Promise<HistoryTiming> {
  const editions = expandEditions(JSON.parse(readFileSync(file, "utf8")) as PagesFile);
  const started = performance.now();
  const dates = await historyLastmods(file, editions, { today: new Date().toISOString().slice(0, 10) });
  const ms = performance.now() - started;
  const pages = fingerprintsOf(editions).size;
  return { ms, pages, dated: dates.size };
}

/** The shipped pages.json, dated by the project's own history (a checkout without it dates nothing). */
export const timeShippedHistory = () => timeHistory(join(projectRoot, "pages.json"));

/** A site of `destinations` in a repository of its own in `dir`: three commits, each changing one city's description, and one change not committed. */
export function grownRepository(destinations: number, dir: string): string {
  const file = generateSite(destinations, dir);
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.email=bench@example.com", "-c", "user.name=Bench", ...args], { cwd: dir, stdio: "ignore" });
  git("init", "-q");
  const change = (index: number) => {
    const site = JSON.parse(readFileSync(file, "utf8")) as PagesFile;
    const entry = site.families.destinations.entries[index]! as { description: { en: string } };
    entry.description.en = `${entry.description.en} Changed.`;
    writeFileSync(file, JSON.stringify(site, null, 2));
  };
  git("add", "pages.json");
  git("commit", "-q", "-m", "the site");
  for (const index of [1, 2]) {
    change(index * 1000);
    git("commit", "-q", "-am", `city ${index * 1000}`);
  }
  change(3000);
  return file;
}

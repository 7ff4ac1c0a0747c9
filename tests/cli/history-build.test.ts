// `pages build` of a fresh clone (no build before it): each page of the sitemap is dated by the
// last commit that changed its data in the pages file's git history, and the page changed and not
// yet committed by the build's day.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyOfProject, runCliIn } from "./helpers.ts";

let project: string;

beforeAll(() => {
  project = copyOfProject();
});
afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

function commit(message: string, date: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_CONFIG_NOSYSTEM: "1", HOME: project };
  execFileSync("git", ["add", "pages.json"], { cwd: project, env });
  execFileSync("git", ["-c", "user.email=test@example.com", "-c", "user.name=Test", "commit", "-q", "-m", message], { cwd: project, env });
}

function edit(from: string, to: string): void {
  const file = join(project, "pages.json");
  const text = readFileSync(file, "utf8");
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

const lastmods = (xml: string) =>
  new Map([...xml.matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((match) => [new URL(match[1]!).pathname, match[2] ?? null]));

describe("a first build in a git checkout", () => {
  it("dates each page by when its data last changed in the pages file's history", { timeout: 180_000 }, () => {
    execFileSync("git", ["init", "-q"], { cwd: project });
    commit("the site", "2024-01-10T12:00:00Z");
    edit("From the old city to the new housing societies,", "From the old city to the new housing societies, every week,");
    commit("Lahore", "2024-02-10T12:00:00Z");
    edit("How Indus Cargo & Movers collects, uses and protects", "How Indus Cargo & Movers gathers, uses and protects");
    const before = new Date().toISOString().slice(0, 10);
    const result = runCliIn(project, "build");
    const after = new Date().toISOString().slice(0, 10);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const dates = lastmods(readFileSync(join(project, "dist", "sitemap.xml"), "utf8"));
    expect(dates.get("/pakistan-cargo-to-lahore/")).toBe("2024-02-10");
    expect([before, after]).toContain(dates.get("/privacy/"));
    expect(dates.get("/about/")).toBe("2024-01-10");
    expect(dates.get("/ur/about/")).toBe("2024-01-10");
    expect(dates.get("/pakistan-cargo-to-karachi/")).toBe("2024-01-10");
    // Every page has a date: the whole history was read.
    expect([...dates.values()].filter((date) => date === null)).toEqual([]);
  });
});

// A site with a few texts not yet translated: the Urdu pages show them in English, marked
// lang="en" dir="ltr" by what renders them, in the built HTML, once the browser has hydrated the
// page (with nothing logged), and on a page the browser renders itself after a client-side
// navigation. The site is built from a copy of pages.json and served on a port of its own.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./test.ts";
import type { PagesFile, Text } from "../../schema/index.ts";
import { collectProblems, gotoHydrated, navigateClientSide } from "./helpers.ts";

const root = join(import.meta.dirname, "..", "..");
const port = 20_000 + Math.floor(Math.random() * 10_000);
const origin = `http://127.0.0.1:${port}`;
let dir: string;
let server: ChildProcess | undefined;

/** The text's English, with its Urdu taken away. */
function untranslated(text: Text): string {
  if (typeof text === "string") return text;
  delete text.ur;
  return text.en;
}

const file = JSON.parse(readFileSync(join(root, "pages.json"), "utf8")) as PagesFile;
const hero = file.pages.find((page) => page.route === "/")!.blocks.find((block) => block.type === "hero")!;
const karachi = file.families.destinations.entries.find((entry) => entry.slug === "karachi")!;
const english = {
  heading: untranslated(hero.title),
  about: untranslated(file.navigation.footer.about),
  description: untranslated(karachi.description),
};

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  dir = mkdtempSync(join(tmpdir(), "pages-marks-"));
  writeFileSync(join(dir, "pages.json"), JSON.stringify(file, null, 2));
  symlinkSync(join(root, "public"), join(dir, "public"));
  const built = spawnSync(process.execPath, [join(root, "cli", "bin.mjs"), "build", join(dir, "pages.json"), "--out-dir", join(dir, "dist")], {
    cwd: root,
    encoding: "utf8",
  });
  expect(built.status, `${built.stdout}${built.stderr}`).toBe(0);
  server = spawn(process.execPath, [join(root, "cli", "bin.mjs"), "serve", "--dir", join(dir, "dist"), "--port", String(port)], {
    cwd: root,
    // A lead store of its own, away from the one the test run's server writes.
    env: { ...process.env, PAGES_LEADS_FILE: join(dir, "leads.jsonl") },
    stdio: "ignore",
  });
  await expect.poll(async () => (await fetch(`${origin}/ur/`).catch(() => null))?.status, { timeout: 60_000, intervals: [100] }).toBe(200);
});

test.afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

test("the built Urdu page marks each English text where it shows, and the hydrated page keeps the marks with nothing logged", async ({ page }) => {
  const html = await (await fetch(`${origin}/ur/`)).text();
  expect(html).toMatch(new RegExp(`<h1 [^>]*lang="en" dir="ltr"[^>]*>${english.heading}</h1>`));
  const problems = collectProblems(page);
  await gotoHydrated(page, `${origin}/ur/`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(english.heading);
  await expect(heading).toHaveAttribute("lang", "en");
  await expect(heading).toHaveAttribute("dir", "ltr");
  const about = page.getByRole("contentinfo").getByText(english.about);
  await expect(about).toHaveAttribute("lang", "en");
  // A translated text beside them says nothing of its language: it is the page's.
  await expect(page.getByRole("heading", { level: 2 }).first()).not.toHaveAttribute("lang");
  expect(problems).toEqual([]);
});

test("a page the browser renders itself after a client-side navigation is marked alike", async ({ page }) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, `${origin}/ur/`);
  await navigateClientSide(page, () => page.getByRole("main").locator('a[href="/ur/pakistan-cargo-to-karachi/"]').first().click());
  const description = page.getByRole("main").getByText(english.description, { exact: true }).first();
  await expect(description).toHaveAttribute("lang", "en");
  await expect(description).toHaveAttribute("dir", "ltr");
  // Karachi's own heading is translated: it carries no mark.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang");
  expect(problems).toEqual([]);
});

// `npm run dev`: saving pages.json shows its problems in the open page, over the last good
// version, and fixing the file brings the page up to date without a reload.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./test.ts";

// The dev server's page keeps a socket open to it: a browser of the test's own.
test.use({ freshPage: true });

const root = join(import.meta.dirname, "..", "..");
// A port of its own, away from the ones other servers in the test run use.
const port = 20_000 + Math.floor(Math.random() * 10_000);
let dir: string;
let file: string;
let server: ChildProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pages-live-"));
  file = join(dir, "pages.json");
  cpSync(join(root, "pages.json"), file);
  symlinkSync(join(root, "public"), join(dir, "public"));
  server = spawn(process.execPath, [join(root, "node_modules", "vite", "bin", "vite.js"), "--port", String(port), "--strictPort"], {
    cwd: root,
    env: { ...process.env, PAGES_FILE: file },
    stdio: "ignore",
  });
  // The Vite client answering proves it is our dev server on that port, not something else.
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/@vite/client`).catch(() => null))?.status, { timeout: 60_000, intervals: [100] })
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

function edit(change: (text: string) => string): void {
  writeFileSync(file, change(readFileSync(file, "utf8")));
}

type Areas = { families: { destinations: { entries: { slug: string; areas: unknown[] }[] } } };

/** The file with Lahore's neighbourhoods changed: a save as an editor makes it, the rest of the text kept. */
function withLahoreAreas(text: string, change: (areas: unknown[]) => unknown[]): string {
  const data = JSON.parse(text) as Areas;
  const lahore = data.families.destinations.entries.find((entry) => entry.slug === "lahore")!;
  lahore.areas = change(lahore.areas);
  return `${JSON.stringify(data, null, 2)}\n`;
}

test("problems show in the page while the last good version stays, and fixing clears them", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`http://127.0.0.1:${port}/about`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  const before = await heading.textContent();

  // A missing neighbourhood: the overlay names the place as the CLI does.
  let gulberg: unknown;
  edit((text) => withLahoreAreas(text, (areas) => ((gulberg = areas[0]), areas.slice(1))));
  const overlay = page.getByRole("alert", { name: "Problems in pages.json" });
  await expect(overlay).toContainText(/pages\.json:\d+:\d+ {2}Lahore has 5 neighbourhoods; a destination needs exactly 6\./, { timeout: 20_000 });
  await expect(heading).toHaveText(before as string);

  // A syntax error is shown the same way.
  edit((text) => text.replace('"en": "About Indus', '"en" "About Indus'));
  await expect(overlay).toContainText(/pages\.json:\d+:\d+ {2}A colon is missing/, { timeout: 20_000 });

  // Fixing both updates the page without a reload.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  edit((text) => withLahoreAreas(text.replace('"en" "About Indus', '"en": "About Indus'), (areas) => [gulberg, ...areas]));
  await expect(overlay).toHaveCount(0, { timeout: 20_000 });
  edit((text) => text.replace(`"en": "${before}"`, '"en": "About us, updated live"'));
  await expect(heading).toHaveText("About us, updated live", { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test("the lint's findings wait folded in a corner of a valid page, each with its rule, and follow saves", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`http://127.0.0.1:${port}/about`);
  const findings = page.getByRole("group", { name: "Lint findings in pages.json" });
  await expect(findings).toContainText(/pages lint: \d+ errors, \d+ warnings/, { timeout: 30_000 });
  await findings.getByText(/^pages lint:/).click();
  await expect(findings).toContainText(
    /pages\.json:\d+:\d+ +error {4}Founding year 2015 here, but 2008 on \/ \(pages\.json:\d+:\d+\) and on \/ur\/ \(pages\.json:\d+:\d+\) {2}founding-year/,
  );
  // The English 2015 made 2008: the Urdu 2015 now disagrees with /about too, at the next save.
  edit((text) => text.replace("was founded in 2015", "was founded in 2008"));
  await expect(findings).toContainText(/Founding year 2015 here, but 2008 on \/ \(pages\.json:\d+:\d+\), on \/about \(/, { timeout: 20_000 });
});

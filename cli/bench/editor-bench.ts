// `npm run bench:editor`: the visual editor on a site grown to 10,000 destinations. How long
// `pages edit` takes to answer, how long until the editor shows its outline and the first form in
// Chromium; how long each key typed wherever a person types (a company fact, a page's text, a city's
// text in either language, the Add form, the outline's filter) takes to be handled and painted, by
// the Event Timing API, on that site and on the shipped file, and on the shipped file from a phone
// (a 390 px touch screen, its processor four times slower); then, on the shipped file, how long
// after the last key a lint finding shows at its field, and how long a save that changes every
// English text of it takes, with how long another request waits meanwhile. Figures with a budget (cli/bench/budgets.ts) are printed beside
// it; exit 0 when all are met, 1 when one is missed, 2 when one could not be measured.
//
// Environment: BENCH_RUNS (editor openings and lint checks timed, 3).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Locator, type Page } from "playwright";
import { fieldsOfKind, isTranslation, pointerSegments } from "../../runtime/foundation/content/index.ts";
import { projectRoot } from "../../runtime/server/index.ts";
import { chromiumFlags } from "../chromium-flags.ts";
import { textBox } from "../edit/editor-locators.ts";
import { startEditorProcess } from "../edit/editor-process.ts";
import { BenchTally } from "./bench-tally.ts";
import { budgets } from "./budgets.ts";
import { generateSite } from "./generate-site.ts";
import { phonePage, phoneSlowdown, timeKeys } from "./key-timing.ts";
import { budgetText, median, percentile, verdict, type Budget } from "./measure.ts";

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const tally = new BenchTally();
const ms = (value: number) => `${value.toFixed(0)} ms`;

function row(what: string, value: number, budget?: Budget): void {
  const judged = budget ? `   budget ${budgetText(budget, ms)}  ${verdict(tally.judge(what, value, budget, ms))}` : "";
  console.log(`${what.padEnd(52)}${ms(value).padStart(9)}${judged}`);
}

/** The boxes a person types into, each reached as a person would, with what is typed there. */
function typingPlaces(otherLanguage: string): { name: string; text: string; reach: (page: Page) => Promise<Locator> }[] {
  // On a phone the outline is a tab of its own, and choosing an item in it shows the form.
  const showOutline = async (page: Page) => {
    const outlineTab = page.getByRole("tab", { name: "Outline" });
    if (await outlineTab.isVisible()) await outlineTab.click();
  };
  const item = async (page: Page, name: string | RegExp) => {
    await showOutline(page);
    await page.getByRole("treeitem", { name, exact: typeof name === "string" }).click();
  };
  const entries = async (page: Page) => {
    await item(page, "Destinations");
    await item(page, /^Entries \(/);
  };
  const city = async (page: Page) => (await entries(page), await item(page, "Karachi"));
  return [
    { name: "a company fact", text: " Since 2010.", reach: async (page) => (await item(page, "Company facts"), textBox(page, "Tagline")) },
    { name: "a page's text", text: " Door to door.", reach: async (page) => (await item(page, "/about"), await item(page, /^Hero: /), textBox(page, "Text")) },
    { name: "a city's text", text: " Door to door.", reach: async (page) => (await city(page), textBox(page, "Description")) },
    { name: "a city's text in the other language", text: " گھر تک", reach: async (page) => (await city(page), textBox(page, "Description", otherLanguage)) },
    {
      name: "the Add form",
      text: "Mardan",
      reach: async (page) => (await entries(page), page.getByRole("form", { name: "Add destination" }).getByLabel("City", { exact: true })),
    },
    {
      name: "the outline's filter",
      text: "Sargodha",
      reach: async (page) => (await showOutline(page), page.getByRole("searchbox", { name: "Find a page, city or block" })),
    },
  ];
}

/** Waits until the editor shows the checks of the file as opened: its Problems list filled, as a person at work has it. */
async function checked(page: Page): Promise<void> {
  await page
    .getByRole("heading", { name: /^Problems/ })
    .filter({ hasNotText: "checking" })
    .waitFor({ timeout: 120_000 });
}

/**
 * For each place a person types into: the 90th percentile of its keys' Event Timing durations. The
 * keys are typed once the first checks are shown: a key that redraws the Problems list costs more
 * with it filled (at 10,000 cities, a second a key once, which keys typed before the checks came
 * back never saw).
 */
async function timeTyping(page: Page, otherLanguage: string): Promise<{ name: string; p90: number }[]> {
  await checked(page);
  const figures: { name: string; p90: number }[] = [];
  for (const place of typingPlaces(otherLanguage)) {
    const box = await place.reach(page);
    await box.focus();
    await page.keyboard.press("End");
    figures.push({ name: place.name, p90: percentile(await timeKeys(page, place.text), 90) });
  }
  return figures;
}

/** The document with every English text changed, as a find-and-replace over the whole site would; and how many. */
function everyEnglishChanged(text: string, run: number): { document: unknown; texts: number } {
  const document = JSON.parse(text) as object;
  const found = fieldsOfKind(document, "text");
  for (const { pointer, value } of found) {
    const path = pointerSegments(pointer);
    const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((at, key) => at[key] as Record<string | number, unknown>, document as never);
    const changed = (english: string) => `${english} (${run})`;
    parent[path.at(-1)!] = isTranslation(value) ? { ...value, en: changed(value.en) } : changed(String(value));
  }
  return { document, texts: found.length };
}

/**
 * Saves `document` from the signed-in page, and meanwhile asks the server for something small
 * (an unknown API address, which passes the same checks as every request) again and again: the
 * save's time, and the longest another request waited for its answer while the save ran.
 */
function timeSave(page: Page, document: unknown): Promise<{ saveMs: number; otherMs: number; others: number; status: number }> {
  return page.evaluate(async (changed) => {
    // The answer's first line says what comes with the file's text (documentAnswer in the wire module).
    const answer = await (await fetch("/api/document")).text();
    const loaded = JSON.parse(answer.slice(0, answer.indexOf("\n"))) as { hash: string };
    const started = performance.now();
    let saving = true;
    const saved = fetch("/api/document", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ document: changed, baseHash: loaded.hash }),
    }).then((response) => {
      saving = false;
      return { status: response.status, saveMs: performance.now() - started };
    });
    const waits: number[] = [];
    while (saving) {
      const asked = performance.now();
      await fetch("/api/nothing");
      // An answer that came after the save's own is not one that waited for it.
      if (saving) waits.push(performance.now() - asked);
    }
    return { ...(await saved), otherMs: Math.max(0, ...waits), others: waits.length };
  }, document);
}

/** Opens the editor at `url` and waits for the outline and the company facts' form. */
async function open(page: Page, url: string): Promise<number> {
  const opened = performance.now();
  await page.goto(url);
  await page.getByRole("treeitem", { name: "Destinations" }).waitFor();
  await textBox(page, "Tagline").waitFor();
  return performance.now() - opened;
}

const dir = mkdtempSync(join(tmpdir(), "pages-editor-bench-"));
const editors: (() => void)[] = [];
const started = async (file: string) => {
  const editor = await startEditorProcess(file);
  editors.push(editor.stop);
  return editor;
};
try {
  const file = generateSite(10_000, join(dir, "10k"));
  // The first start builds the editor's bundle when its sources changed; that is not timed.
  (await started(file)).stop();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumFlags });
  const starts: number[] = [];
  const opens: number[] = [];
  const otherLanguage = (JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as { languages: { name: string }[] }).languages[1]!.name;
  let typingTenThousand: { name: string; p90: number }[] = [];
  let typingShipped: { name: string; p90: number }[] = [];
  let typingPhone: { name: string; p90: number }[] = [];
  const findings: number[] = [];
  const saves: number[] = [];
  const othersDuringSave: number[] = [];
  let textsSaved = 0;
  try {
    for (let run = 0; run < runs; run++) {
      const editor = await started(file);
      starts.push(editor.startMs);
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      opens.push(await open(page, editor.url));
      if (run === runs - 1) typingTenThousand = await timeTyping(page, otherLanguage);
      await page.close();
      editor.stop();
    }
    // The lint on the shipped file: from the last key of a sentence that contradicts the other pages
    // to its finding shown at the field.
    const shipped = join(dir, "shipped");
    mkdirSync(shipped);
    copyFileSync(join(projectRoot, "pages.json"), join(shipped, "pages.json"));
    symlinkSync(join(projectRoot, "public"), join(shipped, "public"));
    const editor = await started(join(shipped, "pages.json"));
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      // Each page is a browser of its own, and each printed address opens the editor once.
      await open(page, run === 0 ? editor.url : await editor.nextUrl());
      await page.getByRole("treeitem", { name: "/about", exact: true }).click();
      await page.getByRole("treeitem", { name: /^Hero: / }).click();
      const field = textBox(page, "Text");
      await field.fill("");
      await textBox(page, "Text").pressSequentially(`Established in ${2010 + run}, we ship your goods home.`, { delay: 30 });
      const lastKey = performance.now();
      const problems = page.locator(`[id="${(await field.getAttribute("id"))!}-problems"]`);
      await problems.filter({ hasText: `Founding year ${2010 + run} here` }).waitFor({ timeout: 10_000 });
      findings.push(performance.now() - lastKey);
      await page.close();
    }
    // Every place a person types into, on the shipped file, from a page of its own.
    const typing = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await open(typing, await editor.nextUrl());
    typingShipped = await timeTyping(typing, otherLanguage);
    await typing.close();
    // The same on a phone, where the company's staff add a city too.
    const phone = await phonePage(browser);
    await phone.goto(await editor.nextUrl());
    typingPhone = await timeTyping(phone, otherLanguage);
    await phone.context().close();
    // A save that changes every English text of the shipped file, each run's own, from a page of its own.
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await open(page, await editor.nextUrl());
      // The page's first checks done, so their drawing is not counted in the other request's wait.
      await checked(page);
      const { document, texts } = everyEnglishChanged(readFileSync(join(shipped, "pages.json"), "utf8"), run);
      const timed = await timeSave(page, document);
      if (timed.status !== 200) throw new Error(`the save was answered ${timed.status}`);
      if (timed.others === 0) throw new Error("no other request was answered while the save ran");
      saves.push(timed.saveMs);
      othersDuringSave.push(timed.otherMs);
      textsSaved = texts;
      await page.close();
    }
    editor.stop();
  } finally {
    await browser.close();
  }
  console.log(`pages edit on 10,000 destinations and on the shipped file (${runs} runs; node ${process.version})`);
  row("pages edit: start to printed address, median", median(starts));
  row("editor open, 10,000 cities: outline and form, median", median(opens), budgets.editor.openTenThousandMs);
  for (const { name, p90 } of typingShipped) row(`a key in ${name}, shipped file: 90th pct`, p90, budgets.editor.keyShippedMs);
  for (const { name, p90 } of typingTenThousand) row(`a key in ${name}, 10,000 cities: 90th pct`, p90, budgets.editor.keyTenThousandMs);
  for (const { name, p90 } of typingPhone) row(`a key in ${name}, shipped file, phone (${phoneSlowdown}x): 90th pct`, p90, budgets.editor.keyShippedPhoneMs);
  row("lint finding at its field after the last key, median", median(findings), budgets.editor.lintShownShippedMs);
  row(`save changing all ${textsSaved} English texts, median`, median(saves), budgets.editor.saveEveryTextShippedMs);
  row("another request during that save, longest, median", median(othersDuringSave), budgets.editor.requestDuringSaveMs);
} catch (error) {
  tally.couldNotMeasure("the editor", error);
} finally {
  for (const stop of editors) stop();
  rmSync(dir, { recursive: true, force: true });
}
console.log();
for (const line of tally.summary("npm run bench:editor")) console.log(line);
process.exitCode = tally.exitCode();

// The five jobs a person at the company does in the editor, done as they would do them on a
// 1280x720 laptop: add a city in English and Urdu, change the office phone, fix a contradiction the
// lint found, reorder the FAQ (with the keyboard alone), replace a picture. Each ends in a file that
// validates, has no lint finding the shipped file did not have, and differs from it only in the
// lines of that job. Each job's screen is photographed for docs/editing.md: the pictures there are
// these tests' own (PAGES_DOC_SCREENSHOTS=1 writes them into docs/images/jobs/).
import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { findNodeAtLocation, parseTree } from "jsonc-parser";
import type { Page, TestInfo } from "@playwright/test";
import { changedLines, choose, expect, openEditor, preview, save, test, textBox, validates, type Editor } from "./editor-fixture.ts";

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 720 } });

interface Finding {
  rule: string;
  pointer: string;
}

/**
 * `pages lint` on a file: each finding by its rule and the place it is at (its words name the
 * other places' numbers and lines, which an edit changes: "founded in 2015" where it said 2008).
 */
async function lintFindings(file: string): Promise<string[]> {
  const run = promisify(execFile)(process.execPath, ["cli/bin.mjs", "lint", file, "--format", "json"]);
  // Lint exits 1 when it finds an error; what it printed is the answer all the same.
  const { stdout } = await run.catch((failed: { stdout?: string }) => ({ stdout: failed.stdout ?? "" }));
  return (JSON.parse(stdout) as Finding[]).map((finding) => `${finding.rule} at ${finding.pointer}`);
}

/** The findings of `after` that `before` did not have (each counted as often as it is found). */
function newFindings(before: readonly string[], after: readonly string[]): string[] {
  const left = [...before];
  return after.filter((finding) => {
    const at = left.indexOf(finding);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

/** The lines (1-based, first and last) a JSON path's value takes in a text. */
function linesOf(text: string, path: (string | number)[]): { first: number; last: number } {
  const node = findNodeAtLocation(parseTree(text)!, path);
  if (!node) throw new Error(`nothing at ${path.join("/")}`);
  const lineAt = (offset: number) => text.slice(0, offset).split("\n").length;
  return { first: lineAt(node.offset), last: lineAt(node.offset + node.length) };
}

/** The numbers (1-based) of the lines that differ, for texts of the same number of lines. */
function changedLineNumbers(before: string, after: string): number[] {
  const old = before.split("\n");
  expect(after.split("\n")).toHaveLength(old.length);
  return after.split("\n").flatMap((line, index) => (line === old[index] ? [] : [index + 1]));
}

const jobPictures = join("docs", "images", "jobs");

/** The job's screen as the person sees it once it is done: attached to the test's report, and written for the guide when asked. */
async function photograph(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const options = { type: "jpeg", quality: 70 } as const;
  await testInfo.attach(name, { body: await page.screenshot(options), contentType: "image/jpeg" });
  if (process.env.PAGES_DOC_SCREENSHOTS) {
    mkdirSync(jobPictures, { recursive: true });
    await page.screenshot({ ...options, path: join(jobPictures, `${name}.jpeg`) });
  }
}

/** The shipped file's findings: linted once for the worker's jobs, as the file does not change. */
let shippedFindings: Promise<string[]> | undefined;

/** Saves, and checks what every job must end in: a file that validates and has no new lint finding. Gives the findings before and after. */
async function saveAndCheck(page: Page, editor: Editor): Promise<{ before: string[]; after: string[] }> {
  await save(page);
  await validates(editor.file);
  shippedFindings ??= lintFindings("pages.json");
  const [before, after] = await Promise.all([shippedFindings, lintFindings(editor.file)]);
  expect(newFindings(before, after)).toEqual([]);
  return { before, after };
}

const shippedFile = (editor: Editor) =>
  JSON.parse(editor.original) as { pages: { route: string; blocks: { type: string; categories?: { items: { question: { en: string } }[] }[] }[] }[] };

test("job 1: add a city in English and Urdu", async ({ page, editor }, testInfo) => {
  await openEditor(page, editor);
  await choose(page, "Destinations", /^Entries \(/);
  const form = page.getByRole("form", { name: "Add destination" });
  await form.getByLabel("City", { exact: true }).fill("Mardan");
  await form.getByLabel("City in Urdu (optional)").fill("مردان");
  await form.getByLabel(/^Neighbourhoods \(/).fill("Sheikh Maltoon, Bagh-e-Naran, Toru, Shergarh, Takht Bhai, Katlang");
  await form.getByLabel(/^Neighbourhoods in Urdu/).fill("شیخ ملتون، باغِ نارن، طورو، شیرگڑھ، تخت بھائی، کاٹلنگ");
  await form.getByLabel("Province (optional)").selectOption("Khyber Pakhtunkhwa");
  await expect(page.getByText("Creates the page /pakistan-cargo-to-mardan")).toBeVisible();
  await page.getByRole("button", { name: "Add destination" }).click();
  await expect(page.getByRole("treeitem", { name: "Mardan" })).toHaveAttribute("aria-selected", "true");
  // The description to write, in both languages, is what the Problems list points to.
  await page
    .getByRole("button", { name: /^(Error|Warning) Mardan, Description: / })
    .first()
    .click();
  await textBox(page, "Description").fill("Cargo and household goods from the UAE delivered across Mardan.");
  await textBox(page, "Description", "اردو").fill("یو اے ای سے گھریلو سامان اور کارگو مردان بھر میں پہنچایا جاتا ہے۔");
  await expect(preview(page).getByRole("heading", { level: 1 })).toContainText("Mardan");
  await photograph(page, testInfo, "add-a-city");
  await saveAndCheck(page, editor);

  // Only the new city's lines were added: every line of the file before is there, in order, and
  // what was added is one entry at the end of the destinations.
  const after = editor.read();
  const entries = (JSON.parse(after) as { families: { destinations: { entries: unknown[] } } }).families.destinations.entries;
  const { first, last } = linesOf(after, ["families", "destinations", "entries", entries.length - 1]);
  const lines = after.split("\n");
  const without = [...lines.slice(0, first - 1), ...lines.slice(last)];
  // The entry before it gains the comma that separates them.
  expect(changedLineNumbers(editor.original, without.join("\n")).length).toBeLessThanOrEqual(1);
  expect(lines.slice(first - 1, last).join("\n")).toContain("مردان بھر میں");
});

test("job 2: change the office phone once, for every page", async ({ page, editor }, testInfo) => {
  await openEditor(page, editor);
  await choose(page, "Company facts");
  await page.getByLabel("Phone", { exact: true }).fill("+971 4 555 0199");
  // One change, on every page: a single page and a city's page show it too, and the old number nowhere.
  const oldNumber = `tel:${(JSON.parse(editor.original) as { site: { phone: string } }).site.phone.replace(/[^+\d]/g, "")}`;
  for (const place of [
    ["Pages", "/about"],
    ["Destinations", /^Entries \(/, "Lahore"],
  ]) {
    await choose(page, ...place);
    await expect(preview(page).locator('a[href="tel:+97145550199"]').first()).toBeVisible();
    await expect(preview(page).locator(`a[href="${oldNumber}"]`)).toHaveCount(0);
  }
  await photograph(page, testInfo, "change-the-phone");
  await saveAndCheck(page, editor);
  expect(changedLines(editor.original, editor.read())).toEqual(['    "phone": "+971 4 555 0199",']);
});

test("job 3: fix a contradiction the lint found", async ({ page, editor }, testInfo) => {
  await openEditor(page, editor);
  // The home page says 2008 where /about says 2015: the Problems list says so, and takes you there.
  const contradiction = page.getByRole("button", { name: /Founding year 2008 here, but 2015 on \/about/ });
  await contradiction.first().click();
  const english = textBox(page, "Text");
  await expect(english).toBeFocused();
  await english.fill((await english.inputValue()).replace("2008", "2015"));
  const urdu = textBox(page, "Text", "اردو");
  await urdu.fill((await urdu.inputValue()).replace("2008", "2015"));
  await expect(contradiction).toHaveCount(0);
  await photograph(page, testInfo, "fix-a-contradiction");
  const { before, after } = await saveAndCheck(page, editor);
  expect(after.length).toBeLessThan(before.length);
  // Both languages of that one text, and the fingerprint that says the Urdu follows the English.
  const home = shippedFile(editor).pages.findIndex((one) => one.route === "/");
  const { first, last } = linesOf(editor.original, ["pages", home, "blocks", 0, "text"]);
  const changed = changedLineNumbers(editor.original, editor.read());
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.every((line) => line >= first && line <= last)).toBe(true);
});

test("job 4: reorder the FAQ, with the keyboard alone", async ({ page, editor }, testInfo) => {
  await openEditor(page, editor);
  const shipped = shippedFile(editor);
  const faqPage = shipped.pages.findIndex((one) => one.route === "/faq");
  const faqBlock = shipped.pages[faqPage]!.blocks.findIndex((block) => block.type === "faq");
  const [firstQuestion, secondQuestion] = shipped.pages[faqPage]!.blocks[faqBlock]!.categories![0]!.items.map((item) => item.question.en);

  // From the outline's filter to the FAQ block, by its first words.
  await page.getByRole("searchbox", { name: "Find a page, city or block" }).focus();
  await page.keyboard.type("faq how can");
  await page.keyboard.press("ArrowDown");
  const block = page.getByRole("treeitem", { name: /^FAQ: How Can We Help/ });
  await expect(block).toBeFocused();
  await page.keyboard.press("Enter");
  // Tab on to the second question's actions, open them and move it up.
  const actions = page.getByRole("button", { name: `Actions for ${secondQuestion}` });
  for (let presses = 0; presses < 60 && !(await actions.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press("Tab");
  }
  await expect(actions).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Move up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: `Actions for ${secondQuestion}` })).toBeFocused();
  await expect(preview(page).getByRole("button", { name: secondQuestion })).toBeVisible();
  await photograph(page, testInfo, "reorder-the-faq");
  await saveAndCheck(page, editor);

  const items = ["pages", faqPage, "blocks", faqBlock, "categories", 0, "items"];
  const { first } = linesOf(editor.original, [...items, 0]);
  const { last } = linesOf(editor.original, [...items, 1]);
  const changed = changedLineNumbers(editor.original, editor.read());
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.every((line) => line >= first && line <= last)).toBe(true);
  const saved = JSON.parse(editor.read()) as ReturnType<typeof shippedFile>;
  expect(saved.pages[faqPage]!.blocks[faqBlock]!.categories![0]!.items.slice(0, 2).map((item) => item.question.en)).toEqual([secondQuestion, firstQuestion]);
});

test("job 5: replace a picture", async ({ page, editor }, testInfo) => {
  await openEditor(page, editor);
  await choose(page, "Pages", "Home page", /^Image grid/);
  // The picture's box is named by what it shows, which changes below: it is held by its place.
  const named = page.getByRole("group", { name: /^Images: Container ship/ });
  const picture = page.locator(`[id="${await named.getAttribute("id")}"]`);
  const source = picture.getByRole("combobox", { name: "Picture file" });
  await source.fill("");
  await source.pressSequentially("16");
  await page.getByRole("option", { name: "16.svg" }).click();
  await expect(source).toHaveValue("/images/grid/16.svg");
  // What the picture shows, in both languages, for visitors who cannot see it.
  await picture.getByLabel("English", { exact: true }).fill("Customs papers checked at the port");
  await picture.getByLabel("اردو", { exact: true }).fill("بندرگاہ پر کسٹمز کے کاغذات کی جانچ");
  await photograph(page, testInfo, "replace-a-picture");
  await saveAndCheck(page, editor);

  const home = shippedFile(editor).pages.findIndex((one) => one.route === "/");
  const grid = shippedFile(editor).pages[home]!.blocks.findIndex((one) => one.type === "image-grid");
  const { first, last } = linesOf(editor.original, ["pages", home, "blocks", grid, "images", 0]);
  const changed = changedLineNumbers(editor.original, editor.read());
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.every((line) => line >= first && line <= last)).toBe(true);
});

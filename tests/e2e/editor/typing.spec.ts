// Typing at full speed into every kind of text box of the editor: a plain text, the English and the
// Urdu of a translated text, an item of a list, and a family template's text. Every character typed
// stays on screen and, after Save, is in the file. The text box is one element that grows with its
// words; a box swapped for a bigger one as the text passed 70 characters took the focus with it and
// lost every key after, and one swapped back when a selected text was typed over lost all of it.
// The focus, the caret and an input method's composition (an Urdu keyboard's) survive the renders
// the checks bring while typing goes on.
//
// One page on the worker's shared editor for the whole file, the tests one after another: each goes
// on where the last one left the editor, and the last saves what all of them typed.
import { readFileSync, writeFileSync } from "node:fs";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { editorChecked, whenInPage } from "../frame-wait.ts";
import { choose, expect, save, test, textBox } from "./editor-fixture.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** Numbered words up to `length` characters, so a lost or repeated key shows where it happened. */
function words(length: number, prefix: string, word: string): string {
  let text = prefix;
  for (let index = 1; text.length < length; index++) text += ` ${word}${index}`;
  return text.slice(0, length);
}

const english = (what: string) => words(300, `Typed fast: ${what}`, "word");
const urdu = words(300, "تیز لکھا", "لفظ");
/** What each test typed, to be found in the saved file. */
const typed: string[] = [];

let file: string;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, sharedEditor }) => {
  const editor = await sharedEditor.get();
  file = editor.file;
  writeFileSync(file, readFileSync("pages.json", "utf8"));
  context = await browser.newContext({ storageState: editor.signedIn, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto(`${editor.origin}/`);
  await whenInPage(page, editorChecked);
  await expect(page.getByRole("tree", { name: "Site outline" })).toBeVisible();
  await checked();
});

test.afterAll(async () => {
  await context?.close();
});

/** The box as the page has it now, by its id: a list item is named by its words, which the typing changes. */
async function held(found: Locator): Promise<Locator> {
  const id = await found.getAttribute("id");
  expect(id, "the text box has an id").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/**
 * Types `text` over what the box holds with no pause: runs of characters inserted at once (as an
 * input method or a paste sends them), real key presses between them, and a key typed by mistake
 * and taken back with Backspace after each run.
 */
async function typeOver(box: Locator, text: string): Promise<void> {
  await box.click();
  await page.keyboard.press("ControlOrMeta+A");
  for (let at = 0; at < text.length; at += 20) {
    const run = text.slice(at, at + 20);
    await page.keyboard.insertText(run.slice(0, 12));
    await page.keyboard.type(run.slice(12));
    await page.keyboard.type("#");
    await page.keyboard.press("Backspace");
  }
}

/** Every character is in the box, the box still has the focus, and the caret is after the last one. */
async function kept(box: Locator, text: string): Promise<void> {
  await expect(box).toHaveValue(text);
  await expect(box).toBeFocused();
  expect(await box.evaluate((element: HTMLTextAreaElement) => [element.selectionStart, element.selectionEnd])).toEqual([text.length, text.length]);
}

/** Waits until the checks of the last change have come back (and the form was drawn again with them). */
async function checked(): Promise<void> {
  await whenInPage(page, editorChecked);
  await expect(page.getByRole("heading", { name: /^Problems/ })).not.toContainText("checking", { timeout: 20_000 });
}

test("a plain text: 300 characters kept, the caret stays where it was put while the checks come back, Enter or a paste adds no line", async () => {
  await choose(page, "Company facts");
  const box = await held(page.getByLabel("Name", { exact: true }));
  const text = english("plain");
  await typeOver(box, text);
  await kept(box, text);
  // The caret moved back five characters; the checks redraw the form; typing goes on at the caret.
  for (let step = 0; step < 5; step++) await page.keyboard.press("ArrowLeft");
  await checked();
  // No text of the site holds a line break: Enter adds none.
  await page.keyboard.press("Enter");
  await page.keyboard.type("XY");
  // Two lines pasted there are one line, and typing goes on after them.
  await page.keyboard.insertText("one\ntwo\n");
  await page.keyboard.type("Z");
  const edited = `${text.slice(0, -5)}XYone two Z${text.slice(-5)}`;
  await expect(box).toHaveValue(edited);
  expect(await box.evaluate((element: HTMLTextAreaElement) => element.selectionStart)).toBe(edited.length - 5);
  typed.push(edited);
});

test("the English and the Urdu of a translated text: 300 characters each", async () => {
  await choose(page, "Destinations", /^Entries \(/, "Lahore");
  const description = await held(textBox(page, "Description"));
  await typeOver(description, english("description"));
  await kept(description, english("description"));
  const inUrdu = await held(textBox(page, "Description", "اردو"));
  await typeOver(inUrdu, urdu);
  await kept(inUrdu, urdu);
  // The English is typed over later, the Urdu gains a word: both are checked in the file then.
});

test("an Urdu keyboard's composition survives the renders while it is under way", async () => {
  const box = await held(textBox(page, "Description", "اردو"));
  await box.click();
  // The end of the text (End alone goes to the end of the line: the box has several).
  await page.keyboard.press("ControlOrMeta+End");
  const before = await box.inputValue();
  // An input method shows what is being composed in the box, and changes it, before it commits it.
  const cdp = await page.context().newCDPSession(page);
  for (const composing of ["ک", "کر", "کرا"]) {
    await cdp.send("Input.imeSetComposition", { text: composing, selectionStart: composing.length, selectionEnd: composing.length });
    await expect(box).toHaveValue(before + composing);
    await checked();
  }
  await cdp.send("Input.insertText", { text: "کراچی" });
  await kept(box, `${before}کراچی`);
  await cdp.detach();
  typed.push(`${urdu}کراچی`);
});

test("an item of a list: 300 characters", async () => {
  const box = await held(textBox(page, "Areas: Gulberg"));
  await typeOver(box, english("area"));
  await kept(box, english("area"));
  typed.push(english("area"));
});

test("a text of 122 characters, selected and typed over with 162, key after key", async () => {
  const box = await held(textBox(page, "Description"));
  const old = words(122, "A text of 122 characters", "old");
  await box.fill(old);
  await expect(box).toHaveValue(old);
  await box.click();
  await page.keyboard.press("ControlOrMeta+A");
  const text = words(162, "Typed over it, key after key", "new");
  await page.keyboard.type(text);
  await kept(box, text);
  typed.push(text);
});

test("a family template's text: 300 characters", async () => {
  // Where { would offer the entry's fields (none are typed here).
  // The Advanced fold is the outline's last row; with a family's entries open above it, the tree
  // (which draws only the rows in view) reaches it from the keyboard.
  const tree = page.getByRole("tree", { name: "Site outline" });
  await tree.getByRole("treeitem").first().focus();
  await page.keyboard.press("End");
  await expect(tree.getByRole("treeitem", { name: "Advanced", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await choose(page, /^Blocks of every service page$/, /^Hero: /);
  const box = await held(textBox(page, "Title"));
  await typeOver(box, english("template"));
  await kept(box, english("template"));
  typed.push(english("template"));
});

test("Save writes every character typed into the file", async () => {
  expect(typed).toHaveLength(5);
  await save(page);
  const saved = readFileSync(file, "utf8");
  for (const text of typed) expect(saved, `the file holds what was typed: ${text.slice(0, 40)}`).toContain(JSON.stringify(text));
});

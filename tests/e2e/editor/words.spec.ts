// The editor speaks to the company's staff, who never saw the file behind it: no screen a person
// reaches says pages.json, JSON, slug, a line:column place of the file or a command's name. One
// opening of the editor walks its screens (the outline opened all the way, a form of each kind, the
// Add form, the Problems panel, the Advanced fold) and the can't-open screen, collecting the text
// each shows; the words are looked for in all of it at the end, so a failure lists every screen.
import type { Page } from "@playwright/test";
import { developerWords } from "../../../runtime/testing/developer-words.ts";
import { expect, openEditor, test } from "./editor-fixture.ts";

test.describe.configure({ timeout: 120_000 });

/**
 * What the page shows, when `withText`: its visible text, and the placeholders and tooltips a person
 * reads too. Always: whether the focused row is the last row of the outline shown.
 */
async function screenNow(page: Page, withText: boolean): Promise<{ text: string; last: boolean }> {
  return page.evaluate((withText) => {
    const rows = [...document.querySelectorAll('[role="treeitem"]')].filter((element) => element.checkVisibility());
    const last = rows.at(-1) === document.activeElement;
    if (!withText) return { text: "", last };
    const extra = [...document.querySelectorAll<HTMLElement>("[placeholder], [title]")]
      .filter((element) => element.checkVisibility())
      .flatMap((element) => [element.getAttribute("placeholder"), element.getAttribute("title")])
      .filter(Boolean);
    return { text: [document.body.innerText, ...extra].join("\n"), last };
  }, withText);
}

/**
 * The outline's focused row, once the focus has left the row `leaving` (the tree moves it on the
 * next frame after a key; a row after which it never does fails the test at its time limit).
 */
async function focusedRow(page: Page, leaving: string | null): Promise<{ id: string; name: string; level: number; closed: boolean }> {
  return page.evaluate(async (leaving) => {
    while (document.activeElement?.id === leaving) await new Promise((resolve) => requestAnimationFrame(resolve));
    const element = document.activeElement as HTMLElement;
    return {
      id: element.id,
      name: element.innerText.replace(/^[▸▾\s]+/, "").trim(),
      level: Number(element.getAttribute("aria-level")),
      closed: element.getAttribute("aria-expanded") === "false",
    };
  }, leaving);
}

function wordsFound(screens: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [screen, text] of screens) {
    for (const line of text.split("\n")) {
      for (const [word, why] of developerWords) if (word.test(line)) found.push(`${screen}: "${line.trim().slice(0, 120)}" (${why})`);
    }
  }
  return found;
}

test("no screen of the editor shows a developer's word", async ({ page, editor }) => {
  const screens = new Map<string, string>();
  await page.setViewportSize({ width: 1280, height: 720 });
  await openEditor(page, editor);
  const tree = page.getByRole("tree", { name: "Site outline" });
  await expect(tree.getByRole("treeitem", { name: "Advanced" })).toHaveAttribute("aria-expanded", "false");
  // The shipped file has problems: the panel lists them, in every screen collected below.
  await expect(page.getByRole("heading", { name: /^Problems \([1-9]/ })).toBeVisible();

  // Down the outline from the keyboard, opening every row and choosing each: a form of each kind
  // (the company's facts, a page and each of its blocks, a family and its Add form, an entry, the
  // Advanced fold and what it holds). Of a family's entries, the first stands for the rest.
  await tree.getByRole("treeitem", { name: "Company facts" }).focus();
  let entriesLevel = 0;
  let entriesSeen = 0;
  let leaving: string | null = null;
  for (let step = 0; step < 400; step++) {
    const row = await focusedRow(page, leaving);
    if (row.closed) await page.keyboard.press("ArrowRight");
    if (/^Entries/.test(row.name)) [entriesLevel, entriesSeen] = [row.level, 0];
    else if (row.level <= entriesLevel) entriesLevel = 0;
    screens.set(`outline row ${row.name}`, row.name);
    const entry = entriesLevel > 0 && row.level > entriesLevel;
    const chosen = !entry || entriesSeen++ === 0;
    if (chosen) {
      await page.keyboard.press("Enter");
      await expect(page.locator(`[id="${row.id}"]`)).toHaveAttribute("aria-selected", "true");
    }
    // The last row shown ends the walk (its own rows, if it had any, were opened above).
    const { text, last } = await screenNow(page, chosen);
    if (chosen) screens.set(`screen of ${row.name}`, text);
    if (last) break;
    await page.keyboard.press("ArrowDown");
    leaving = row.id;
  }
  expect([...screens.keys()].filter((key) => key.startsWith("screen of")).length).toBeGreaterThan(40);
  for (const name of ["Home page", "Page not found", "Advanced", "Checks before publishing", "Site timings", "Lead settings", "Lahore"])
    expect(screens.has(`outline row ${name}`), name).toBe(true);

  // The can't-open screen: the file broken by a hand edit.
  editor.write(editor.original.replace('"phone": "+971 50 000 0000",', '"phone": "+971 50 000 0000"'));
  await page.goto(editor.url);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  screens.set("can't-open screen", (await screenNow(page, true)).text);

  // The checks' findings are in the staff's words (the misspelled address is "the end of the page
  // address", not a slug; the button with no page has no "link address", not no "href").
  expect(screens.get("screen of Company facts")).toContain('The end of the page address, "sargoda", does not match the name Sargodha');
  expect(screens.get("screen of Company facts")).toContain('The button "Get a Quote" does nothing: it is a link button with no link address.');
  expect(wordsFound(screens)).toEqual([]);
});

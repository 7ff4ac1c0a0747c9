// More tasks a non-developer does in `pages edit` (the five jobs are five-jobs.spec.ts), in a real
// Chromium against a real editor on a copy of the shipped file. Each ends with `pages validate`
// passing on the saved file and a diff that touches only the intended lines.
import { findNodeAtLocation, parseTree } from "jsonc-parser";
import { changedLines, choose, expect, openEditor, save, test, textBox, validates } from "./editor-fixture.ts";
import { editedText } from "../../../runtime/foundation/content/index.ts";

test.describe.configure({ timeout: 90_000 });

/** The line (1-based) a JSON path's value starts and ends on in a text. */
function linesOf(text: string, path: (string | number)[]): { first: number; last: number } {
  const node = findNodeAtLocation(parseTree(text)!, path)!;
  const lineAt = (offset: number) => text.slice(0, offset).split("\n").length;
  return { first: lineAt(node.offset), last: lineAt(node.offset + node.length) };
}

test("a city with a name or slug that is taken is refused as pages new refuses it", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Destinations", /^Entries \(/);
  const city = page.getByRole("form", { name: "Add destination" }).getByLabel("City", { exact: true });
  await city.fill("karachi");
  await expect(city).toHaveAccessibleDescription(/^There is already a destination called Karachi\./);
  await page.getByRole("button", { name: "Add destination" }).click();
  await expect(page.getByRole("treeitem", { name: /^Entries \(16\)/ })).toBeVisible();
});

test("fix a mistake shown at its field", async ({ page, editor }) => {
  const broken = JSON.parse(editor.original) as { families: { destinations: { entries: { areas: { en: string; ur: string }[] }[] } } };
  const removed = broken.families.destinations.entries[0]!.areas.pop()!;
  // Broken as a person would break it: only the neighbourhood's lines go, the rest of the file as it is.
  const brokenText = editedText(editor.original, broken);
  editor.write(brokenText);
  await openEditor(page, editor);

  const message = "Karachi has 5 neighbourhoods; a destination needs exactly 6.";
  await page.getByRole("button", { name: new RegExp(`${message.replace(".", "\\.")}$`) }).click();
  const areas = page.getByRole("group", { name: "Areas", exact: true });
  await expect(areas).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await areas.getAttribute("aria-describedby"))!.split(" ");
  await expect(page.locator(`[id="${describedBy[0]}"]`)).toHaveText(message);

  await areas.getByRole("button", { name: "Add to areas" }).click();
  // The new neighbourhood's name, in English, then in Urdu (each has a box per language).
  const added = areas.getByRole("group").last();
  await added.getByLabel("English", { exact: true }).fill(removed.en);
  await added.getByLabel("اردو", { exact: true }).fill(removed.ur);
  await expect(areas).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: new RegExp(message.replace(".", "\\.")) })).toHaveCount(0);
  await save(page);
  await validates(editor.file);
  expect(editor.read()).toBe(editor.original);
});

test("an error in the file leaves every other problem listed in the Problems panel", async ({ page, editor }) => {
  await openEditor(page, editor);
  const contradictions = page.getByRole("button", { name: /Founding year \d+ here, but/ });
  await expect(contradictions.first()).toBeVisible();
  const found = await contradictions.count();
  await choose(page, "Company facts");
  await page.getByLabel("Phone", { exact: true }).fill("050");
  await expect(page.getByRole("button", { name: /is not a UAE phone number/ })).toBeVisible();
  // The error stops a publish; the checks' findings listed after it are for a person to judge.
  await expect(page.locator("#problems-body")).toContainText(
    "You can save at any time; the site cannot be published until the first one is fixed. After them, the checks' findings: for you to judge before publishing.",
  );
  // The wording checks wait for the error to be fixed; what they found stays listed meanwhile.
  await expect(page.getByText("The wording is checked again once the errors are fixed")).toBeVisible();
  await expect(contradictions).toHaveCount(found);
});

test("a contradiction with another page shows at the field, in words with no check's code", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Pages", "/about", /^Hero: About/);
  const text = textBox(page, "Text");
  await text.fill("Established in 2012, we get your goods home to Pakistan safely and on time.");
  const problem = page.locator(`[id="${(await text.getAttribute("id"))!}-problems"]`);
  await expect(problem).toContainText("Founding year 2012 here, but");
  await expect(problem).not.toContainText("founding-year");
  await expect(text).toHaveAttribute("aria-invalid", "true");
});

test("a translation the English changed under is confirmed from the keyboard, and saved with the English it now follows", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Pages", "/about", /^Hero: About/);
  const english = textBox(page, "Text");
  await english.fill((await english.inputValue()).replace("safely and on time", "safely, and on time"));
  const urdu = textBox(page, "Text", "اردو");
  const said = page.locator(`[id="${(await urdu.getAttribute("id"))!}-problems"]`);
  // In the staff's words: nothing to copy into the file.
  await expect(said).toContainText("The English changed after this Urdu was written");
  await expect(said).toContainText("correct it or confirm that it still does");
  await expect(said).not.toContainText("translatedFrom");
  await urdu.focus();
  await page.keyboard.press("Tab");
  const confirm = page.getByRole("button", { name: "The Urdu still says the same" });
  await expect(confirm).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toHaveCount(0);
  await expect(said).toHaveCount(0);
  await expect(urdu).toBeFocused();
  await save(page);
  // The English and the fingerprint of the English the Urdu follows, nothing else.
  const changed = changedLines(editor.original, editor.read());
  expect(changed).toHaveLength(2);
  expect(changed[0]).toContain("safely, and on time");
  expect(changed[1]).toMatch(/^\s*"translatedFrom": \{ "ur": "[0-9a-f]{8}" \}/);
  await validates(editor.file);
});

test("reorder two blocks", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Pages", "/about", "Breadcrumb");
  await page.getByRole("button", { name: "Actions for the breadcrumb block" }).click();
  await page.getByRole("menuitem", { name: "Move up" }).click();
  await expect(page.getByRole("treeitem", { name: "Breadcrumb" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("treeitem", { name: "Breadcrumb" })).toHaveAttribute("aria-posinset", "1");
  await expect(page.getByRole("treeitem", { name: /^Hero: About/ })).toHaveAttribute("aria-posinset", "2");
  await save(page);
  await validates(editor.file);

  const after = editor.read();
  const about = (JSON.parse(editor.original) as { pages: { route: string }[] }).pages.findIndex((one) => one.route === "/about");
  const { first } = linesOf(editor.original, ["pages", about, "blocks", 0]);
  const { last } = linesOf(editor.original, ["pages", about, "blocks", 1]);
  const old = editor.original.split("\n");
  const changed = after.split("\n").flatMap((line, index) => (line === old[index] ? [] : [index + 1]));
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.every((line) => line >= first && line <= last)).toBe(true);
});

test("a save refused after an edit on disk keeps the changes, and saves them over the new file", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Company facts");
  await page.getByLabel("Email", { exact: true }).fill("office@example.com");
  const byHand = editor.original.replace(/("tagline": \{\s*"en": )"[^"]*"/, '$1"Written by hand meanwhile"');
  expect(byHand).not.toBe(editor.original);
  editor.write(byHand);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toContainText("changed on disk");
  expect(editor.read()).toBe(byHand);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("office@example.com");

  await page.getByRole("button", { name: "Reload from disk and keep my changes" }).click();
  await expect(textBox(page, "Tagline")).toHaveValue("Written by hand meanwhile");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("office@example.com");
  await save(page);
  await validates(editor.file);
  const changed = changedLines(editor.original, editor.read());
  expect(changed).toHaveLength(2);
  expect(changed.join("\n")).toContain("Written by hand meanwhile");
  expect(changed.join("\n")).toContain("office@example.com");
});

test("undo and redo every kind of change, from the keyboard", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Pages", "/about", "Breadcrumb");
  await page.getByRole("button", { name: "Actions for the breadcrumb block" }).click();
  await page.getByRole("menuitem", { name: "Move up" }).click();
  await expect(page.getByRole("treeitem", { name: "Breadcrumb" })).toHaveAttribute("aria-posinset", "1");
  await page.keyboard.press("Control+z");
  await expect(page.getByRole("treeitem", { name: /^Hero: About/ })).toHaveAttribute("aria-posinset", "1");
  await page.keyboard.press("Control+Shift+z");
  await expect(page.getByRole("treeitem", { name: "Breadcrumb" })).toHaveAttribute("aria-posinset", "1");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "No unsaved changes." })).toBeVisible();
});

// The tasks a non-developer does in `pages edit`, in a real Chromium against a real editor on a copy
// of the shipped file. Each ends with `pages validate` passing on the saved file and a diff that
// touches only the intended lines.
import { findNodeAtLocation, parseTree } from "jsonc-parser";
import { changedLines, choose, expect, openEditor, preview, save, test, textBox, validates } from "./editor-fixture.ts";
import { editedText } from "../../../runtime/foundation/content/index.ts";

test.describe.configure({ timeout: 90_000 });

/** The line (1-based) a JSON path's value starts and ends on in a text. */
function linesOf(text: string, path: (string | number)[]): { first: number; last: number } {
  const node = findNodeAtLocation(parseTree(text)!, path)!;
  const lineAt = (offset: number) => text.slice(0, offset).split("\n").length;
  return { first: lineAt(node.offset), last: lineAt(node.offset + node.length) };
}

/** Every line of `before` is in `after`, in order; returns the lines added. */
function addedLines(before: string, after: string): string[] {
  const lines = after.split("\n");
  const added: string[] = [];
  let at = 0;
  for (const line of before.split("\n")) {
    while (at < lines.length && lines[at] !== line) added.push(lines[at++]!);
    expect(at, `the line ${JSON.stringify(line)} was kept`).toBeLessThan(lines.length);
    at++;
  }
  return [...added, ...lines.slice(at)];
}

test("add a city and see it in the preview", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Destinations", /^Entries \(/);
  const form = page.getByRole("form", { name: "Add destination" });
  await form.getByLabel("City", { exact: true }).fill("Mardan");
  await form.getByLabel("City in Urdu (optional)").fill("مردان");
  await form.getByLabel(/^Neighbourhoods \(/).fill("Sheikh Maltoon, Bagh-e-Naran, Toru, Shergarh, Takht Bhai, Katlang");
  await form.getByLabel(/^Neighbourhoods in Urdu/).fill("شیخ ملتون، باغِ نارن، طورو، شیرگڑھ، تخت بھائی، کاٹلنگ");
  await expect(form.getByLabel(/^Neighbourhoods in Urdu/)).toHaveAttribute("dir", "rtl");
  await form.getByLabel("Province (optional)").selectOption("Khyber Pakhtunkhwa");
  await expect(page.getByText("Creates the page /pakistan-cargo-to-mardan")).toBeVisible();
  await page.getByRole("button", { name: "Add destination" }).click();

  await expect(page.getByRole("treeitem", { name: "Mardan" })).toHaveAttribute("aria-selected", "true");
  await expect(preview(page).getByRole("heading", { level: 1 })).toContainText("Mardan");
  // The description is a placeholder to replace, in both languages: the Problems list says so until it is written.
  const placeholder = page.getByRole("button", { name: /^(Error|Warning) Mardan, Description: .*TODO/ });
  await expect(placeholder.first()).toBeVisible({ timeout: 15_000 });
  await placeholder.first().click();
  await textBox(page, "Description").fill("Cargo and household goods from the UAE delivered across Mardan.");
  await textBox(page, "Description", "اردو").fill("یو اے ای سے گھریلو سامان اور کارگو مردان بھر میں پہنچایا جاتا ہے۔");
  await expect(placeholder).toHaveCount(0);
  await save(page);
  await validates(editor.file);
  const added = addedLines(editor.original, editor.read());
  const entry = (JSON.parse(editor.read()) as { families: { destinations: { entries: Record<string, unknown>[] } } }).families.destinations.entries.at(-1)!;
  expect(entry.city).toMatchObject({ en: "Mardan", ur: "مردان" });
  expect(entry.areas).toContainEqual(expect.objectContaining({ en: "Takht Bhai", ur: "تخت بھائی" }));
  expect(added.join("\n")).toContain("delivered across Mardan");
  expect(added.join("\n")).toContain("مردان بھر میں");
});

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

test("change the company phone once and see it on every page of the preview", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Company facts");
  await page.getByLabel("Phone", { exact: true }).fill("+971 4 555 0199");
  await expect(preview(page).locator('a[href="tel:+97145550199"]').first()).toBeVisible();
  await choose(page, "Pages", "/about");
  await expect(preview(page).locator('a[href="tel:+97145550199"]').first()).toBeVisible();
  await choose(page, "Destinations", /^Entries \(/, "Lahore");
  await expect(preview(page).locator('a[href="tel:+97145550199"]').first()).toBeVisible();
  await expect(preview(page).locator('a[href="tel:+971500000000"]')).toHaveCount(0);
  await save(page);
  await validates(editor.file);
  expect(changedLines(editor.original, editor.read())).toEqual(['    "phone": "+971 4 555 0199",']);
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

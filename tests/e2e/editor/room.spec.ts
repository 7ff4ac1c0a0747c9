// Room for the work: with the Problems panel open the form keeps two thirds of the screen's height,
// on a laptop and on a phone; a list item's actions are one menu, and the keyboard alone reorders
// an item through it; a mouse drags it by its handle, and the handle takes the keyboard too.
import { changedLines, choose, expect, openEditor, save, savedSaid, test, validates } from "./editor-fixture.ts";

test.describe.configure({ timeout: 90_000 });

for (const size of [
  { width: 1280, height: 720 },
  { width: 375, height: 812 },
]) {
  test(`with the Problems panel open the form keeps two thirds of a ${size.width}x${size.height} screen`, async ({ page, editor }) => {
    await openEditor(page, editor);
    await page.setViewportSize(size);
    // At phone widths the outline, the form and the preview are tabs; choosing an item shows its form.
    for (const name of ["Destinations", /^Entries \(/, "Karachi"]) {
      if (size.width < 760) await page.getByRole("tab", { name: "Outline" }).click();
      await choose(page, name);
    }
    await expect(page.getByRole("group", { name: "Karachi" })).toBeVisible();
    const fold = page.getByRole("heading", { name: /^Problems \([1-9]/ }).getByRole("button");
    await expect(fold).toHaveAttribute("aria-expanded", "true");
    const first = page
      .getByRole("region", { name: /^Problems/ })
      .getByRole("listitem")
      .first();
    await expect(first).toBeVisible();
    const form = page.locator("main");
    await expect(form).toBeVisible();
    const height = (await form.boundingBox())!.height;
    expect(height, `the form's height at ${size.width}x${size.height}`).toBeGreaterThanOrEqual((size.height * 2) / 3);

    // Closed, the panel still shows how many problems there are.
    await fold.press("Enter");
    await expect(fold).toHaveAttribute("aria-expanded", "false");
    await expect(fold).toHaveText(/Problems \([1-9]\d*\)/);
    await expect(first).toBeHidden();
    expect((await form.boundingBox())!.height).toBeGreaterThan(height);
  });
}

test("the keyboard alone moves a neighbourhood up through its menu, and the move is saved", async ({ page, editor }) => {
  await openEditor(page, editor);
  const tree = page.getByRole("tree", { name: "Site outline" });
  await tree.getByRole("treeitem", { name: "Destinations" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(tree.getByRole("treeitem", { name: /^Entries/ })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(tree.getByRole("treeitem", { name: "Karachi" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "Karachi" })).toBeVisible();

  // Tab through the form to the second neighbourhood's menu.
  const actions = page.getByRole("button", { name: "Actions for Defence (DHA)" });
  for (let tabs = 0; tabs < 80 && !(await actions.evaluate((button) => button === document.activeElement)); tabs++) await page.keyboard.press("Tab");
  await expect(actions).toBeFocused();
  await expect(actions).toHaveAttribute("aria-haspopup", "menu");

  await page.keyboard.press("ArrowDown");
  const menu = page.getByRole("menu", { name: "Actions for Defence (DHA)" });
  await expect(menu.getByRole("menuitem", { name: "Move up" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(actions).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(menu.getByRole("menuitem", { name: "Move up" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(menu).toBeHidden();
  // The moved item's menu keeps the focus, now first in the list.
  await expect(actions).toBeFocused();
  await expect(actions).toHaveAttribute("id", /areas_2f_0-actions$/);
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Move up" })).toHaveAttribute("aria-disabled", "true");
  await expect(menu.getByRole("menuitem", { name: "Move down" })).toBeFocused();
  await page.keyboard.press("Escape");

  await page.keyboard.press("Control+s");
  await savedSaid(page);
  await validates(editor.file);
  const saved = JSON.parse(editor.read()) as { families: { destinations: { entries: { areas: { en: string }[] }[] } } };
  expect(saved.families.destinations.entries[0]!.areas.slice(0, 3).map((area) => area.en)).toEqual(["Defence (DHA)", "Clifton", "Gulshan-e-Iqbal"]);
  const changed = changedLines(editor.original, editor.read());
  expect(changed.length).toBeGreaterThan(0);
  expect(changed.every((line) => /"(en|ur|translatedFrom)"|[{}],?$/.test(line))).toBe(true);
});

const savedAreas = (text: string) =>
  (JSON.parse(text) as { families: { destinations: { entries: { areas: { en: string }[] }[] } } }).families.destinations.entries[0]!.areas.map(
    (area) => area.en,
  );

test("a neighbourhood dragged by its handle goes where it is dropped, and its handle moves it from the keyboard too", async ({ page, editor }) => {
  await openEditor(page, editor);
  await choose(page, "Destinations", /^Entries/, "Karachi");
  const [first, second, third] = savedAreas(editor.original) as [string, string, string];
  const handle = (name: string) => page.getByRole("button", { name: `Drag to move ${name}` });

  // The mouse: the third taken by its handle and dropped on the first.
  await handle(third).scrollIntoViewIfNeeded();
  const from = (await handle(third).boundingBox())!;
  const to = (await handle(first).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByRole("button", { name: `Actions for ${third}` })).toHaveAttribute("id", /areas_2f_0-actions$/);

  // The keyboard on the handle: Space picks the item up, Down moves it one place, Space puts it there.
  await handle(first).focus();
  await page.keyboard.press("Space");
  await expect(handle(first)).toHaveAttribute("aria-pressed", "true");
  // The drag listens for the arrows from a timer it sets as it starts (dnd-kit's KeyboardSensor): one of the page's own runs after it.
  await page.evaluate(() => new Promise((done) => setTimeout(done)));
  await page.keyboard.press("ArrowDown");
  // Each move is said aloud, the item by its name.
  await expect(page.getByRole("status").filter({ hasText: `${first} is over position 3 of` })).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByRole("status").filter({ hasText: `${first} was put at position 3 of` })).toBeAttached();
  await expect(page.getByRole("button", { name: `Actions for ${first}` })).toHaveAttribute("id", /areas_2f_2-actions$/);

  await save(page);
  await validates(editor.file);
  expect(savedAreas(editor.read()).slice(0, 3)).toEqual([third, second, first]);
});

// axe on the editor, wide and at 375 px (where the outline, form and preview become tabs), in the
// light and the dark theme: no serious or critical violation. And the outline works from the keyboard.
import { axeViolations, colourRules, serious as seriousOf } from "../axe.ts";
import { choose, expect, openEditor, test } from "./editor-fixture.ts";

test.describe.configure({ timeout: 90_000 });
test.use({ reducedMotion: "reduce" });

/** The theme changes colour alone: the dark theme is checked with axe's colour rules, the light one with every rule. */
const rulesFor = { light: null, dark: colourRules } as const;

async function serious(page: Parameters<typeof openEditor>[0], theme: keyof typeof rulesFor): Promise<string[]> {
  const rules = rulesFor[theme];
  return seriousOf(await axeViolations(page, { exclude: ["iframe"], ...(rules ? { rules } : {}) })).map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

for (const theme of ["light", "dark"] as const) {
  test(`axe: no serious or critical violation in the editor, ${theme}, wide and at 375 px`, async ({ page, editor }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
    await openEditor(page, editor);
    await choose(page, "Pages", "/about", /^Hero: About/);
    expect(await serious(page, theme)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    const tabs = page.getByRole("tablist", { name: "Views" });
    await expect(tabs).toBeVisible();
    for (const name of ["Outline", "Form", "Preview"]) {
      await tabs.getByRole("tab", { name }).click();
      await expect(tabs.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toHaveCount(1);
      expect(await serious(page, theme)).toEqual([]);
    }
  });
}

test("the outline is a tree the keyboard moves through, opens and selects", async ({ page, editor }) => {
  await openEditor(page, editor);
  const tree = page.getByRole("tree", { name: "Site outline" });
  await tree.getByRole("treeitem", { name: "Company facts" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(tree.getByRole("treeitem", { name: "Navigation" })).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.press("Home");
  await expect(tree.getByRole("treeitem", { name: "Company facts" })).toBeFocused();
  const destinations = tree.getByRole("treeitem", { name: "Destinations" });
  await destinations.focus();
  await expect(destinations).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("ArrowRight");
  await expect(destinations).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowRight");
  await expect(tree.getByRole("treeitem", { name: /^Entries/ })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(tree.getByRole("treeitem", { name: "Karachi" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tree.getByRole("treeitem", { name: "Karachi" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("group", { name: "Karachi" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(tree.getByRole("treeitem", { name: /^Entries/ })).toBeFocused();
});

test("the outline's filter finds a city by its Urdu name from the keyboard, and Down goes to it in the tree", async ({ page, editor }) => {
  await openEditor(page, editor);
  const filter = page.getByRole("searchbox", { name: "Find a page, city or block" });
  await filter.focus();
  await page.keyboard.type("کراچی");
  await expect(page.getByRole("status").filter({ hasText: "found" })).toHaveText("1 found");
  const tree = page.getByRole("tree", { name: "Site outline" });
  await expect(tree.getByRole("treeitem")).toHaveText([/Destinations$/, /Entries \(\d+\)$/, /Karachi$/]);
  await page.keyboard.press("ArrowDown");
  await expect(tree.getByRole("treeitem", { name: "Karachi" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: "Karachi" })).toBeVisible();
  // Escape in the box gives the whole outline back, with the city's place in it open.
  await filter.focus();
  await page.keyboard.press("Escape");
  await expect(filter).toHaveValue("");
  await expect(tree.getByRole("treeitem", { name: "Pages" })).toBeVisible();
  await expect(tree.getByRole("treeitem", { name: "Karachi" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.type("no such place");
  await expect(page.getByRole("status").filter({ hasText: "Nothing found" })).toBeVisible();
  await expect(tree.getByRole("treeitem")).toHaveCount(0);
});

test("Down pressed in the filter before the outline caught up with the typing goes to what the last key finds", async ({ page, editor }) => {
  await openEditor(page, editor);
  // A slow laptop: the outline, cut down when React has time, lags keys behind a fast typist.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.getByRole("searchbox", { name: "Find a page, city or block" }).focus();
  await page.keyboard.type("faq how can");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("treeitem", { name: /^FAQ: How Can We Help/ })).toBeFocused();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
});

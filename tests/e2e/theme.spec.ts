// Theme: follows the system by default; the toggle switches it, is remembered across reloads, and
// the remembered theme is in place before the first paint (no flash of the other theme).
import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { gotoHydrated } from "./helpers.ts";

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeToggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: /theme/i });

/**
 * Records, the moment <body> is parsed (after the head's inline scripts, before any module script
 * runs or anything is painted), the theme attribute and the body's background.
 */
async function recordFirstPaintTheme(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      const state = window as unknown as { __firstTheme?: { theme: string | null; background: string; appRan: boolean } };
      if (state.__firstTheme || !document.body) return false;
      state.__firstTheme = {
        theme: document.documentElement.dataset.theme ?? null,
        background: getComputedStyle(document.body).backgroundColor,
        // The app's module script has not run yet: the root is still the prerendered markup.
        appRan: document.readyState !== "loading",
      };
      return true;
    };
    const observer = new MutationObserver(() => {
      if (record()) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}
const firstTheme = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstTheme?: { theme: string | null; background: string; appRan: boolean } }).__firstTheme);

test("the default theme follows the system setting", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await gotoHydrated(page, "/");
  const light = await bodyBackground(page);
  await expect(themeToggle(page)).toHaveAttribute("aria-pressed", "false");

  await page.emulateMedia({ colorScheme: "dark" });
  await gotoHydrated(page, "/");
  const dark = await bodyBackground(page);
  expect(dark).not.toBe(light);
  await expect(themeToggle(page)).toHaveAttribute("aria-pressed", "true");

  // The system changing while the page is open is followed too.
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(() => bodyBackground(page)).toBe(light);
});

test("the toggle switches the theme, remembers it, and applies it before the first paint", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await gotoHydrated(page, "/about");
  const light = await bodyBackground(page);
  const toggle = themeToggle(page);
  await expect(toggle).toHaveAttribute("aria-pressed", "false");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => bodyBackground(page)).not.toBe(light);
  const dark = await bodyBackground(page);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
  const stored = await page.evaluate(() => Object.values<string>({ ...localStorage }));
  expect(stored, "the choice is saved in localStorage").toContain("dark");

  // Reload with a light system: the saved dark theme is there before the app's JavaScript runs.
  await recordFirstPaintTheme(page);
  await page.reload();
  await expect.poll(() => firstTheme(page)).toBeTruthy();
  const first = await firstTheme(page);
  expect(first?.appRan).toBe(false);
  expect(first?.theme).toBe("dark");
  expect(first?.background, "the first paint already has the dark background").toBe(dark);
  await expect(themeToggle(page)).toHaveAttribute("aria-pressed", "true");
  expect(await bodyBackground(page)).toBe(dark);

  // Choosing light on a dark system is remembered the same way.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(themeToggle(page)).toHaveAttribute("aria-pressed", "true");
  await themeToggle(page).click();
  await expect(themeToggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect.poll(() => bodyBackground(page)).toBe(light);
  await page.reload();
  await expect.poll(() => firstTheme(page)).toBeTruthy();
  expect((await firstTheme(page))?.theme).toBe("light");
  expect((await firstTheme(page))?.background, "the first paint already has the light background").toBe(light);
  await expect(themeToggle(page)).toHaveAttribute("aria-pressed", "false");

  // A new page load in the same browser keeps the choice (client-side and full loads alike).
  await gotoHydrated(page, "/faq");
  expect(await bodyBackground(page)).toBe(light);
});

// The layout on a 375 px phone: the side menu (label, aria-expanded, focus, every way to close
// it, family disclosures, its city list followed in the app) and no horizontal scrolling.
import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { expectedPage, familyEntries, gotoHydrated, markWindow, navigateClientSide, windowMarker } from "./helpers.ts";
import { menuButton, menuLabel, openCities, openMenu, phone } from "./layout-parts.ts";

// A Ctrl-click on a city of the menu is new-tab.spec.ts's: a new tab is what a full Chromium does,
// and this file runs in the headless shell.
test.use(phone);

const focusInside = (page: Page, id: string) => page.evaluate((menuId) => document.getElementById(menuId)?.contains(document.activeElement) ?? false, id);

test("the menu button is labelled, reports its state, and opening moves focus into the menu", async ({ page }) => {
  await gotoHydrated(page, "/");
  const button = menuButton(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName(menuLabel);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  // The desktop navigation is not shown on a phone.
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Services and areas" })).toBeHidden();

  const menu = await openMenu(page);
  const id = (await button.getAttribute("aria-controls")) as string;
  await expect.poll(() => focusInside(page, id), "focus moves into the open menu").toBe(true);
  for (const label of ["Home", "Services", "About", "Contact", "FAQ"]) await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/contact/");
  await expect(menu.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");

  // Closed by its button: the open drawer covers the toggle with its own close button, in the same place.
  const close = menu.getByRole("button", { name: /close/i });
  await expect(close).toBeVisible();
  await close.click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test("the menu closes on Escape (focus back on the button), on a click outside, and on navigating", async ({ page }) => {
  await gotoHydrated(page, "/");
  const button = menuButton(page);

  let menu = await openMenu(page);
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  menu = await openMenu(page);
  const box = await menu.boundingBox();
  expect(box).not.toBeNull();
  // A point left of the drawer (the drawer slides in from one side and never covers the whole width).
  const outsideX = (box?.x ?? 0) > 20 ? 10 : 370;
  await page.mouse.click(outsideX, 600);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();

  menu = await openMenu(page);
  await navigateClientSide(page, () => menu.getByRole("link", { name: "About", exact: true }).click());
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedPage("/about").hero.title);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeHidden();
});

test("the family groups in the menu are disclosures with aria-expanded", async ({ page }) => {
  await gotoHydrated(page, "/");
  const menu = await openMenu(page);
  const groups = [
    ["Services", "services"],
    ["UAE Areas", "areas"],
    ["Pakistan Cities", "destinations"],
  ] as const;
  for (const [label, family] of groups) {
    const toggle = menu.getByRole("button", { name: label });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const listId = await toggle.getAttribute("aria-controls");
    expect(listId, `${label} names its list (aria-controls)`).toBeTruthy();
    const list = page.locator(`[id="${listId}"]`);
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(list).toBeVisible();
    await expect(list.getByRole("link")).toHaveCount(familyEntries(family).length);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
  }
  const cities = menu.getByRole("button", { name: "Pakistan Cities" });
  await cities.click();
  const list = page.locator(`[id="${await cities.getAttribute("aria-controls")}"]`);
  await expect(list.getByRole("link")).toHaveCount(16);
  await navigateClientSide(page, () => list.getByRole("link", { name: "Lahore" }).click());
  await expect(page).toHaveURL(/\/pakistan-cargo-to-lahore\/$/);
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
});

// The menu's city list is plain anchors followed by one click handler (runtime/app/layout/link-list.tsx):
// it must still behave as the NavLinks it replaced.
test("a city in the menu opens in the app, without a page load, and aria-current moves to it", async ({ page }) => {
  await gotoHydrated(page, "/pakistan-cargo-to-karachi");
  await markWindow(page);
  const list = await openCities(page);
  const current = () => list.locator('a[aria-current="page"]').allTextContents();
  expect(await current()).toEqual(["Karachi"]);

  await navigateClientSide(page, () => list.getByRole("link", { name: "Lahore", exact: true }).click());
  await expect(page).toHaveURL(/\/pakistan-cargo-to-lahore\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedPage("/pakistan-cargo-to-lahore").hero.title);
  expect(await windowMarker(page), "the city opened without a page load").toBe(1);
  // The menu closed on the way; opened again, it marks the new city.
  const reopened = await openCities(page);
  await expect.poll(() => reopened.locator('a[aria-current="page"]').allTextContents()).toEqual(["Lahore"]);
});

for (const path of ["/", "/services/sea-freight", "/areas/dubai", "/pakistan-cargo-to-karachi", "/contact", "/faq"]) {
  test(`${path} does not scroll sideways at 375 px`, async ({ page }) => {
    await gotoHydrated(page, path);
    const widths = await page.evaluate(() => ({
      scroll: (document.scrollingElement as HTMLElement).scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.viewport).toBe(375);
    expect(widths.scroll, `${path} is ${widths.scroll}px wide`).toBeLessThanOrEqual(375);
  });
}

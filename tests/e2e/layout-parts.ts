// The parts of the layout that more than one spec finds: the second bar's dropdowns and the footer's
// list of cities on a desktop, the menu and its Pakistan Cities group on a phone.
import { devices, type Locator, type Page } from "@playwright/test";
import { pagesFile } from "./helpers.ts";
import { expect } from "./test.ts";

export const secondBar = (page: Page) => page.getByRole("navigation", { name: "Services and areas" });
export const dropdownButton = (page: Page, label: string) => secondBar(page).getByRole("button", { name: label, exact: true });

/** The list a dropdown button controls. */
export async function dropdownList(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "the dropdown button names the list it controls (aria-controls)").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

export const footerCities = (page: Page) => page.getByRole("contentinfo").getByRole("navigation", { name: "Cities" });

/** A Pixel 7 (touch, its user agent and pixel ratio) at 375 px wide, for `test.use`. */
const { defaultBrowserType: _browser, ...pixel7 } = devices["Pixel 7"];
export const phone = { ...pixel7, viewport: { width: 375, height: 812 } };

export const menuLabel: string = pagesFile.navigation.header.menuLabel;
/** The phone layout's menu button. */
export const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: menuLabel, exact: true }).first();

/** Opens the phone layout's menu; returns it. */
export async function openMenu(page: Page): Promise<Locator> {
  const button = menuButton(page);
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const id = await button.getAttribute("aria-controls");
  expect(id, "the menu button names the menu it controls (aria-controls)").toBeTruthy();
  const menu = page.locator(`[id="${id}"]`);
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the menu and its Pakistan Cities group; returns the group's list of links. */
export async function openCities(page: Page): Promise<Locator> {
  const menu = await openMenu(page);
  const toggle = menu.getByRole("button", { name: "Pakistan Cities" });
  // The group stays open from the last time the menu was open, if it was.
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  return page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
}

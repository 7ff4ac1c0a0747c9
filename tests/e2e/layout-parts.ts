// The parts of the desktop layout that more than one spec finds: the second bar's dropdowns and the
// footer's list of cities.
import type { Locator, Page } from "@playwright/test";
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

// A Ctrl-click (Cmd-click on a Mac) on a city link of the desktop layout or of the phone's menu is
// the browser's: a new tab opens the city, and this page stays as it was. A new tab is what a full
// Chromium does: this file runs in one, in workers of its own (helpers.ts, newTabBrowser), and the
// rest of the layouts' tests (layout.spec.ts, mobile.spec.ts) in the headless shell.
import { expect, test } from "./test.ts";
import { gotoHydrated, markWindow, modifiedClick, newTabBrowser, windowMarker } from "./helpers.ts";
import { dropdownButton, dropdownList, footerCities, openCities, phone } from "./layout-parts.ts";

test.use(newTabBrowser);

test("a Ctrl/Cmd-click on a city link of the dropdown or the footer is left to the browser", async ({ page }) => {
  await gotoHydrated(page, "/pakistan-cargo-to-karachi/");
  const address = page.url();
  await markWindow(page);
  const button = dropdownButton(page, "Pakistan Cities");
  const list = await dropdownList(page, button);
  await button.click();
  await expect(list).toBeVisible();

  const links = [list.getByRole("link", { name: "Lahore", exact: true }), footerCities(page).getByRole("link", { name: "Islamabad", exact: true })];
  for (const link of links) {
    const href = (await link.getAttribute("href")) as string;
    const { prevented, tab, tabAddress } = await modifiedClick(page, link);
    expect(prevented, `the page leaves a Ctrl-click on ${href} to the browser`).toBe(false);
    expect(tab, `the browser opens ${href} in a new tab`).not.toBeNull();
    expect(tabAddress, `the new tab opens ${href}`).toMatch(new RegExp(`${href}$`));
    await tab?.close();
    expect(page.url(), "this tab stays where it was").toBe(address);
    expect(await windowMarker(page), "this tab did not reload").toBe(1);
  }
});

test.describe("on a phone", () => {
  test.use(phone);

  test("a Ctrl/Cmd-click on a city in the menu is left to the browser", async ({ page }) => {
    await gotoHydrated(page, "/pakistan-cargo-to-karachi");
    const address = page.url();
    await markWindow(page);
    const list = await openCities(page);
    const { prevented, tab, tabAddress } = await modifiedClick(page, list.getByRole("link", { name: "Lahore", exact: true }));
    expect(prevented, "the page leaves a Ctrl-click to the browser").toBe(false);
    expect(tab, "the browser opens the city in a new tab").not.toBeNull();
    expect(tabAddress, "the new tab opens the city").toMatch(/\/pakistan-cargo-to-lahore\/$/);
    await tab?.close();
    expect(page.url(), "this tab stays where it was").toBe(address);
    expect(await windowMarker(page), "this tab did not reload").toBe(1);
  });
});

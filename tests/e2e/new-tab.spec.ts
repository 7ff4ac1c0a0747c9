// A Ctrl-click (Cmd-click on a Mac) on a city link of the desktop layout or of the phone's menu is
// the browser's: a new tab opens the city, and this page stays as it was. A new tab is what a full
// Chromium does (the headless shell of the other tests opens it in the background, where Playwright
// lost its address in 5 runs of 8): the file launches one for its two tests, which run one after the
// other in the same worker. Given through `test.use`, the browser would make the file's tests run in
// workers of their own, each a new process with a full Chromium, after every other test.
import { chromium, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { chromiumArgs } from "../../playwright.config.ts";
import { fullBrowser } from "../ensure-chromium.mjs";
import { gotoHydrated, markWindow, modifiedClick, windowMarker } from "./helpers.ts";
import { dropdownButton, dropdownList, footerCities, openCities, phone } from "./layout-parts.ts";

test.describe.configure({ mode: "serial" });

let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch({ executablePath: fullBrowser(), args: chromiumArgs });
});
test.afterAll(() => browser.close());

/** A page of the full Chromium, in a context of its own with the settings the test asks for. */
async function fullBrowserPage(baseURL: string | undefined, settings: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ ...settings, baseURL });
  return context.newPage();
}

test("a Ctrl/Cmd-click on a city link of the dropdown or the footer is left to the browser", async ({ baseURL, viewport }) => {
  const page = await fullBrowserPage(baseURL, { viewport });
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
  test("a Ctrl/Cmd-click on a city in the menu is left to the browser", async ({ baseURL }) => {
    const page = await fullBrowserPage(baseURL, phone);
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

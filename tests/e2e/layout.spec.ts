// The shared layout on a desktop: header, second bar with its dropdowns (mouse, click, keyboard),
// footer, the long city lists following their links in the app, and scroll to top after a navigation.
// A Ctrl-click on a city link is new-tab.spec.ts's, in a full Chromium.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import {
  clickSettled,
  companyTel,
  expectedPage,
  familyEntries,
  expandedSite,
  gotoHydrated,
  markWindow,
  navigateClientSide,
  pagesFile,
  site,
  windowMarker,
} from "./helpers.ts";
import { dropdownButton, dropdownList, footerCities, secondBar } from "./layout-parts.ts";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

const headerLinks = [
  ["Home", "/"],
  ["Services", "/services/"],
  ["About", "/about/"],
  ["Contact", "/contact/"],
  ["FAQ", "/faq/"],
] as const;

test("header: the five links, Call Us, and aria-current on the active link only", async ({ page }) => {
  await gotoHydrated(page, "/services/");
  const nav = mainNav(page);
  await expect(nav.getByRole("link")).toHaveText(headerLinks.map(([label]) => label));
  for (const [label, href] of headerLinks) await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);

  const callUs = page.getByRole("banner").getByRole("link", { name: "Call Us" });
  await expect(callUs).toBeVisible();
  await expect(callUs).toHaveAttribute("href", companyTel);
  expect(companyTel).toBe("tel:+971500000000");

  const current = async () => nav.locator('[aria-current="page"]').allTextContents();
  expect(await current()).toEqual(["Services"]);
  await navigateClientSide(page, () => nav.getByRole("link", { name: "About", exact: true }).click());
  await expect(page).toHaveURL(/\/about\/$/);
  await expect.poll(current).toEqual(["About"]);
  await navigateClientSide(page, () => nav.getByRole("link", { name: "Home", exact: true }).click());
  await expect.poll(current).toEqual(["Home"]);
  // A page outside the header's list marks none of them (Home must not match every path).
  await gotoHydrated(page, "/privacy/");
  expect(await current()).toEqual([]);
});

test("second bar: dropdowns list each family, Pakistan Cities has 16 cities, About/FAQ/Contact and Get Quote", async ({ page }) => {
  await gotoHydrated(page, "/");
  const bar = secondBar(page);
  await expect(bar).toBeVisible();
  const families = { Services: "services", "UAE Areas": "areas", "Pakistan Cities": "destinations" } as const;
  for (const [label, family] of Object.entries(families)) {
    const button = dropdownButton(page, label);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const list = await dropdownList(page, button);
    await expect(list).toBeHidden();
    // A closed list holds no links (the footer lists them for every page); opened, it has them all.
    await expect(list.getByRole("link", { includeHidden: true })).toHaveCount(0);
    await button.click();
    await expect(list).toBeVisible();
    const entries = familyEntries(family);
    const links = list.getByRole("link");
    await expect(links).toHaveCount(entries.length);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual(
      expandedSite.collections[family].map((item) => `${item.route}/`),
    );
    if (family === "destinations") expect(entries).toHaveLength(16);
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
  }
  for (const label of ["About", "FAQ", "Contact"])
    await expect(bar.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", `/${label.toLowerCase()}/`);
  await expect(bar.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/contact/");
});

test("dropdowns open on mouse hover and close when the mouse leaves", async ({ page }) => {
  await gotoHydrated(page, "/");
  const button = dropdownButton(page, "UAE Areas");
  const list = await dropdownList(page, button);
  await button.hover();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(list).toBeVisible();
  await list.getByRole("link", { name: "Sharjah" }).hover();
  await expect(list).toBeVisible();
  await page.mouse.move(640, 700);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(list).toBeHidden();

  // Hovering the menu open and clicking an item navigates and closes it.
  await button.hover();
  await navigateClientSide(page, () => list.getByRole("link", { name: "Sharjah" }).click());
  await expect(page).toHaveURL(/\/areas\/sharjah\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedPage("/areas/sharjah").hero.title);
  await page.mouse.move(640, 700);
  await expect(list).toBeHidden();
});

test("dropdowns toggle on click and close on a click outside", async ({ page }) => {
  await gotoHydrated(page, "/");
  const button = dropdownButton(page, "Pakistan Cities");
  const list = await dropdownList(page, button);
  // A click with the pointer parked elsewhere: a touch-like tap, no hover involved.
  await button.dispatchEvent("click");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(list).toBeVisible();
  await expect(list.getByRole("link")).toHaveCount(16);
  await button.dispatchEvent("click");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(list).toBeHidden();

  await button.dispatchEvent("click");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.mouse.click(640, 800);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(list).toBeHidden();

  // A real mouse click (the pointer moves onto the button, then clicks) leaves the menu open:
  // the visitor asked to open it, hovering must not turn the click into a close.
  await button.click();
  await expect(button, "a mouse click on the dropdown button must leave it open").toHaveAttribute("aria-expanded", "true");
  await expect(list).toBeVisible();
  await page.mouse.click(640, 800);
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("dropdowns work from the keyboard: Tab, Enter/ArrowDown, arrows, Escape returns focus", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.mouse.move(640, 800);
  const button = dropdownButton(page, "Services");
  const list = await dropdownList(page, button);
  const items = list.getByRole("link", { includeHidden: true });
  const serviceTitles = familyEntries("services").map((entry) => entry.title);

  // Tab from the top of the page reaches the button.
  await page.locator("body").focus();
  let reached = false;
  for (let presses = 0; presses < 30 && !reached; presses += 1) {
    await page.keyboard.press("Tab");
    reached = await isFocused(button);
  }
  expect(reached, "Tab reaches the Services dropdown button").toBe(true);

  // Enter opens it.
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(list).toBeVisible();
  // Escape closes it, focus stays on the button.
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();

  // ArrowDown opens it and moves into the list; arrows move between items.
  await page.keyboard.press("ArrowDown");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(items.nth(0)).toBeFocused();
  await expect(items.nth(0)).toHaveText(serviceTitles[0] as string);
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(list).toBeHidden();
  await expect(button).toBeFocused();

  // Enter on an item follows it.
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(items.nth(1)).toBeFocused();
  await navigateClientSide(page, () => page.keyboard.press("Enter"));
  const secondService = familyEntries("services")[1];
  await expect(page).toHaveURL(new RegExp(`/services/${secondService?.slug}/$`));
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("footer: quick links, services, cities and the contact details", async ({ page }) => {
  await gotoHydrated(page, "/");
  const footer = page.getByRole("contentinfo");
  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  const quickColumn = pagesFile.navigation.footer.columns[0];
  if (!quickColumn || !("links" in quickColumn)) throw new Error("the footer's first column of pages.json lists links");
  const quickLinks = quickColumn.links;
  await expect(quick.getByRole("link")).toHaveText(quickLinks.map((link) => link.label));
  for (const link of quickLinks) await expect(quick.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.href);

  const services = footer.getByRole("navigation", { name: "Services" });
  const serviceEntries = familyEntries("services").slice(0, 7);
  await expect(services.getByRole("link")).toHaveText(serviceEntries.map((entry) => entry.title));
  await expect(services.getByRole("link").first()).toHaveAttribute("href", `/services/${serviceEntries[0]?.slug}/`);

  const cities = footer.getByRole("navigation", { name: "Cities" });
  await expect(cities.getByRole("link")).toHaveCount(16);
  await expect(cities.getByRole("link", { name: "Karachi" })).toHaveAttribute("href", "/pakistan-cargo-to-karachi/");

  await expect(footer.getByRole("link", { name: site.phone })).toHaveAttribute("href", companyTel);
  await expect(footer.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(footer).toContainText(site.address.area);
  await expect(footer).toContainText(site.address.city);
  await expect(footer).toContainText("Monday-Friday");
  await expect(footer).toContainText("9AM-6PM");
  await expect(footer).toContainText("Saturday");
  await expect(footer).toContainText("10AM-4PM");
  await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy/");
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms/");
});

test("the footer waits to be laid out until the page has started or the reader comes near it, not longer", async ({ page, browser }) => {
  const columnsLaidOut = (target: Page) =>
    target
      .getByRole("contentinfo")
      .locator(":scope > div")
      .first()
      .evaluate((columns) => getComputedStyle(columns).contentVisibility);
  // A page whose code never runs waits for the reader: its footer is laid out when scrolled to.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const still = await noScript.newPage();
    await still.goto("/ur/faq/");
    expect(await columnsLaidOut(still)).toBe("auto");
  } finally {
    await noScript.close();
  }
  // Once the app has started and the browser is idle, it is laid out wherever it is.
  await gotoHydrated(page, "/ur/faq/");
  await expect(page.locator("html")).toHaveAttribute("data-started", "");
  expect(await columnsLaidOut(page)).toBe("visible");
});

// The city lists (dropdown, footer) are plain anchors followed by one click handler per list
// (runtime/app/layout/link-list.tsx): they must still behave as the Links and NavLinks they replaced.
const currentLinks = (list: Locator) => list.locator('a[aria-current="page"]').allTextContents();

/** The city page at `path` is shown, and the window marked before is still there (no reload). */
async function expectShownInApp(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedPage(path).hero.title);
  expect(await windowMarker(page), `${path} opened without a page load`).toBe(1);
}

test("city links of the destinations dropdown and the footer open in the app and move aria-current", async ({ page }) => {
  await gotoHydrated(page, "/pakistan-cargo-to-karachi/");
  const button = dropdownButton(page, "Pakistan Cities");
  const list = await dropdownList(page, button);
  await markWindow(page);
  // The list's current city, read with the dropdown open (closed, it holds no links).
  const currentWhenOpen = async () => {
    if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
    await expect(list).toBeVisible();
    return currentLinks(list);
  };
  expect(await currentWhenOpen()).toEqual(["Karachi"]);

  await navigateClientSide(page, () => list.getByRole("link", { name: "Lahore", exact: true }).click());
  await expectShownInApp(page, "/pakistan-cargo-to-lahore/");
  await expect.poll(currentWhenOpen).toEqual(["Lahore"]);

  await navigateClientSide(page, () => clickSettled(footerCities(page).getByRole("link", { name: "Islamabad", exact: true })));
  await expectShownInApp(page, "/pakistan-cargo-to-islamabad/");
  await expect.poll(currentWhenOpen).toEqual(["Islamabad"]);
  // The footer's links were Links, which mark no current page: they still do not.
  await expect(page.getByRole("contentinfo").locator("[aria-current]")).toHaveCount(0);
});

test("a navigation from a scrolled page starts at the top of the new page", async ({ page }) => {
  await gotoHydrated(page, "/services/");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const footer = page.getByRole("contentinfo");
  await navigateClientSide(page, () => clickSettled(footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link", { name: "About" })));
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedPage("/about/").hero.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Also from a link in the middle of a page (a service card).
  await page.evaluate(() => window.scrollTo(0, 900));
  await navigateClientSide(page, () =>
    clickSettled(page.getByRole("contentinfo").getByRole("navigation", { name: "Cities" }).getByRole("link", { name: "Lahore" })),
  );
  await expect(page).toHaveURL(/\/pakistan-cargo-to-lahore\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

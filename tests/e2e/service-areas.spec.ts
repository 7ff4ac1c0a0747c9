// /service-areas, the page the menus' "All cities" links lead to: every city grouped by province,
// a search box that narrows the list as you type, its no-results state and Clear, and the whole
// grouped list for a browser without JavaScript.
import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import type { Province } from "../../schema/index.ts";
import { blockOf, clickSettled, collectProblems, expectedPage, familyEntries, gotoHydrated, navigateClientSide, urduSite } from "./helpers.ts";
import { phone } from "./layout-parts.ts";

const index = blockOf(expectedPage("/service-areas"), "place-index");
const cities = familyEntries("destinations") as { slug: string; city: string; province?: string }[];
const provinces = ["Punjab", "Sindh", "Khyber Pakhtunkhwa", "Balochistan", "Islamabad Capital Territory"];

const section = (page: Page, title = index.title) =>
  page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: title }) });
const searchBox = (page: Page) => page.getByRole("searchbox", { name: index.searchLabel });
const groupHeadings = (page: Page, title?: string) => section(page, title).getByRole("heading", { level: 3 });
const cityLinks = (page: Page) => section(page).getByRole("link");
const citiesIn = (page: Page, province: string) => section(page).getByRole("region", { name: province }).getByRole("link");

/** What the page should show: every city with that province, in the file's order. */
const inProvince = (province: string) => cities.filter((city) => city.province === province).map((city) => city.city);

test("every city is listed under its province, in the schema's order of provinces", async ({ page }) => {
  const problems = collectProblems(page);
  await gotoHydrated(page, "/service-areas");
  await expect(groupHeadings(page)).toHaveText(provinces);
  for (const province of provinces) await expect(citiesIn(page, province)).toHaveText(inProvince(province));
  await expect(cityLinks(page)).toHaveCount(16);
  await expect(citiesIn(page, "Punjab").getByText("Sargodha")).toHaveAttribute("href", "/pakistan-cargo-to-sargoda/");
  await expect(page.getByRole("status").filter({ hasText: index.countLabel })).toHaveText(`${index.countLabel}: 16`);
  expect(problems).toEqual([]);
});

test("the search narrows the list as you type, ignoring case, and announces how many cities are shown", async ({ page }) => {
  await gotoHydrated(page, "/service-areas");
  const search = searchBox(page);
  await expect(search).toBeVisible();
  const status = page.getByRole("status").filter({ hasText: index.countLabel });
  await expect(status).toHaveAttribute("aria-live", "polite");

  await search.pressSequentially("ABAD");
  await expect(cityLinks(page)).toHaveText(["Faisalabad", "Hyderabad", "Islamabad"]);
  await expect(groupHeadings(page)).toHaveText(["Punjab", "Sindh", "Islamabad Capital Territory"]);
  await expect(status).toHaveText(`${index.countLabel}: 3`);
  for (let letter = 0; letter < 4; letter += 1) await search.press("Backspace");
  await search.pressSequentially("kar");
  await expect(cityLinks(page)).toHaveText(["Karachi"]);
  await expect(status).toHaveText(`${index.countLabel}: 1`);
  // Tab leaves the box for the first city left.
  await search.press("Tab");
  await expect(cityLinks(page).filter({ hasText: "Karachi" })).toBeFocused();
});

test("a search that matches nothing says so, and Clear search brings back every city with the focus in the box", async ({ page }) => {
  await gotoHydrated(page, "/service-areas");
  const search = searchBox(page);
  await search.fill("Mardan");
  await expect(section(page).getByText(`${index.noResults} “Mardan”.`)).toBeVisible();
  await expect(cityLinks(page)).toHaveCount(0);
  await expect(groupHeadings(page)).toHaveCount(0);
  await page.getByRole("button", { name: index.clearLabel }).click();
  await expect(search).toHaveValue("");
  await expect(search).toBeFocused();
  await expect(cityLinks(page)).toHaveCount(16);
  await expect(groupHeadings(page)).toHaveText(provinces);
});

test("reached from another page in the app, the list loads its code and its search works", async ({ page }) => {
  await gotoHydrated(page, "/");
  const quickLinks = page.getByRole("contentinfo").getByRole("navigation", { name: "Quick Links" });
  await navigateClientSide(page, () => clickSettled(quickLinks.getByRole("link", { name: "Service Areas" })));
  await expect(page).toHaveURL(/\/service-areas\/$/);
  await expect(groupHeadings(page)).toHaveText(provinces);
  await searchBox(page).fill("peshawar");
  await expect(cityLinks(page)).toHaveText(["Peshawar"]);
});

test("in Urdu, reached from another page in the app, each province is headed by its Urdu name from pages.json", async ({ page }) => {
  const urduIndex = blockOf(expectedPage("/ur/service-areas"), "place-index");
  const names = provinces.map((province) => urduSite.file.labels.provinces[province as Province]);
  expect(names.join(" ")).toMatch(/^[\u0600-\u06ff ()]+$/);
  await gotoHydrated(page, "/ur/");
  await navigateClientSide(page, () => clickSettled(page.getByRole("contentinfo").locator('a[href="/ur/service-areas/"]').first()));
  await expect(page).toHaveURL(/\/ur\/service-areas\/$/);
  await expect(groupHeadings(page, urduIndex.title)).toHaveText(names);
  await expect(page.getByRole("region", { name: names[1] }).getByRole("link").first()).toHaveText(urduSite.collections.destinations[0]!.label);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole grouped list shows, with working links and no search box that could not work", async ({ page }) => {
    await page.goto("/service-areas");
    await expect(groupHeadings(page)).toHaveText(provinces);
    for (const province of provinces) await expect(citiesIn(page, province)).toHaveText(inProvince(province));
    await expect(cityLinks(page)).toHaveCount(16);
    await expect(page.getByRole("searchbox")).toHaveCount(0);
    await cityLinks(page).filter({ hasText: "Quetta" }).click();
    await expect(page).toHaveURL(/\/pakistan-cargo-to-quetta\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedPage("/pakistan-cargo-to-quetta").hero.title);
  });
});

test.describe("on a 375 px phone", () => {
  test.use(phone);

  test("the list and its search box fit the screen, and the search works", async ({ page }) => {
    await gotoHydrated(page, "/service-areas");
    const search = searchBox(page);
    const box = await search.boundingBox();
    expect(box?.width, "the search box takes the row's width").toBeGreaterThan(300);
    await search.fill("sukkur");
    await expect(cityLinks(page)).toHaveText(["Sukkur"]);
    const scrollWidth = await page.evaluate(() => (document.scrollingElement as HTMLElement).scrollWidth);
    expect(scrollWidth, "the page does not scroll sideways").toBeLessThanOrEqual(375);
  });
});

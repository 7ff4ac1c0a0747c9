// The Urdu edition under /ur/: every kind of page (every single page, the first entry of each
// family, the not-found pages) in Urdu, right to left, with no word left in English that is not meant
// to be (urdu-words.ts) and no serious or critical violation axe finds in either theme; the language
// switcher and hreflang linking each page to the other language; the forms speaking Urdu; the font.
// Every expected text comes from the content core's Urdu expansion of pages.json.
import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { memoryPageSource } from "../../runtime/data/index.ts";
import { canonicalUrl, familyNames } from "../../runtime/foundation/content/index.ts";
import {
  blockOf,
  expectedPage,
  gotoHydrated,
  loadHydrated,
  navigateClientSide,
  requestsReported,
  site,
  styleTagsMoved,
  urduSite,
  watchStyleTags,
} from "./helpers.ts";
import { latinWordsIn, urduLinesShown } from "./urdu-words.ts";
import { holdStillForAxe, seriousInBothThemes } from "./axe.ts";

/** The Urdu pages' header and labels, from pages.json. */
const urdu = memoryPageSource(urduSite).shell;

function headerLinkTo(href: string): string {
  const link = urdu.header.links.find((item) => item.href === href);
  if (!link) throw new Error(`the Urdu header has no link to ${href}`);
  return link.label;
}

/** One address of each kind of Urdu page: a catch-all route is asked for with an address nothing answers. */
const eachKind = [
  ...urduSite.pages.filter((page) => page.family === null).map((page) => page.route.replace(/\*$/, "no-such-page")),
  ...familyNames.map((family) => urduSite.pages.find((page) => page.family === family)!.route),
];

/** A few addresses named here, and those: each page (or not-found page) they reach is loaded once, one page for a family. */
const addresses = [
  "/ur/",
  "/ur/services/",
  "/ur/about/",
  "/ur/contact/",
  "/ur/faq/",
  "/ur/service-areas/",
  "/ur/services/sea-freight/",
  "/ur/areas/dubai/",
  "/ur/dubai-to-pakistan/",
  "/ur/pakistan-cargo-to-lahore/",
  "/ur/no-such-page",
  "/ur/services/no-such-service",
  ...eachKind,
];
/** A page of a family stands for its family (its other entries are the same page with other content). */
const kindOf = (path: string) => {
  const { status, route } = expectedPage(path);
  const family = status === 200 ? urduSite.pages.find((page) => page.route === route)?.family : null;
  return family ? `family ${family}` : `${status} ${route}`;
};
const paths = addresses.filter((path, index) => addresses.findIndex((other) => kindOf(other) === kindOf(path)) === index);

/** The page's English address: /ur/about -> /about, /ur/ -> /. */
const inEnglish = (path: string) => path.slice("/ur".length) || "/";
/** A page's absolute address, in its one form: /about -> https://.../about/. */
const absolute = (path: string) => canonicalUrl(site.url, path);

async function headLinks(page: Page) {
  return page.evaluate(() => ({
    alternates: Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [link.hreflang, link.getAttribute("href")]),
    ),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    locale: document.querySelector('meta[property="og:locale"]')?.getAttribute("content"),
    localeAlternate: document.querySelector('meta[property="og:locale:alternate"]')?.getAttribute("content"),
  }));
}

for (const path of paths) {
  test(`${path} is in Urdu, right to left, with its head in both languages, no Latin word but names, abbreviations, addresses and texts marked as English, and passes axe in both themes`, async ({
    page,
  }) => {
    const expected = expectedPage(path);
    await holdStillForAxe(page, expected);
    await watchStyleTags(page);
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(expected.status);
    // The typeface's global style included: moving it would have the phone set every Urdu text again.
    expect(await styleTagsMoved(page), "style tags hydration moved").toEqual([]);
    await expect(page.locator("html")).toHaveAttribute("lang", "ur");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.hero.title);
    expect(expected.hero.title).toMatch(/[\u0600-\u06ff]/);
    await expect(page).toHaveTitle(expected.seo.title);

    const head = await headLinks(page);
    expect([head.locale, head.localeAlternate]).toEqual(["ur_PK", "en_AE"]);
    if (expected.status === 404) {
      expect(head.canonical).toBeNull();
      expect(head.alternates).toEqual({});
      // No page is here in any language: the switcher leads to the other language's home, not to a page that does not exist.
      await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
    } else {
      const english = inEnglish(expected.route);
      expect(head.canonical).toBe(absolute(expected.route));
      expect(head.alternates).toEqual({ en: absolute(english), ur: absolute(expected.route), "x-default": absolute(english) });
    }

    const shown = await urduLinesShown(page);
    expect(shown.join(" ")).toMatch(/[\u0600-\u06ff]/);
    const latin = shown.flatMap((line) => latinWordsIn(line).map((word) => `${word} (in "${line.slice(0, 80)}")`));
    expect(latin, `words in English on ${path} that are neither names nor marked as English`).toEqual([]);

    const axeReport = await seriousInBothThemes(page, path, expected);
    expect(axeReport, axeReport.join("\n")).toEqual([]);
  });
}

test("an English page names its Urdu page, and the Urdu one its English page: the same links on both", async ({ page }) => {
  await gotoHydrated(page, "/pakistan-cargo-to-lahore/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const english = await headLinks(page);
  await gotoHydrated(page, "/ur/pakistan-cargo-to-lahore/");
  const urdu = await headLinks(page);
  expect(urdu.alternates).toEqual(english.alternates);
  expect([english.locale, english.localeAlternate]).toEqual(["en_AE", "ur_PK"]);
});

test("the switcher leads to the same page in the other language, and follows client-side navigation", async ({ page }) => {
  await gotoHydrated(page, "/about/");
  const toUrdu = page.getByRole("banner").getByRole("link", { name: "اردو" });
  await expect(toUrdu).toHaveAttribute("href", "/ur/about/");
  await expect(toUrdu).toHaveAttribute("hreflang", "ur");
  // Into the other language as a page of its own (its direction, words and font), not inside this one.
  await loadHydrated(page, () => toUrdu.click());
  await expect(page).toHaveURL(/\/ur\/about\/$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" });
  await expect(toEnglish).toHaveAttribute("href", "/about/");
  await navigateClientSide(page, () =>
    page
      .getByRole("navigation", { name: urdu.labels.mainNavigation })
      .getByRole("link", { name: headerLinkTo("/ur/contact/") })
      .click(),
  );
  await expect(page).toHaveTitle(expectedPage("/ur/contact").seo.title);
  await expect(toEnglish).toHaveAttribute("href", "/contact/");
});

test("right to left: the header starts at the right, arrows point left, the phone menu opens from the start side", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/ur/services/");
  const banner = page.getByRole("banner");
  const brand = await banner.getByRole("link", { name: site.name }).boundingBox();
  const call = await banner.getByRole("link", { name: urdu.header.callLabel }).boundingBox();
  expect(brand!.x).toBeGreaterThan(call!.x);
  // A "learn more" arrow is mirrored; a phone number reads left to right inside the Urdu.
  const arrow = page.getByRole("main").locator("a span[aria-hidden='true']").filter({ hasText: "→" }).first();
  expect(await arrow.evaluate((element) => getComputedStyle(element).transform)).toBe("matrix(-1, 0, 0, 1, 0, 0)");
  const phone = page.getByRole("contentinfo").getByRole("link", { name: site.phone });
  await expect(phone).toHaveAttribute("dir", "ltr");
  // ...and never breaks inside the number.
  expect(await phone.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe("nowrap");

  await page.setViewportSize({ width: 375, height: 800 });
  await banner.getByRole("button", { name: urdu.header.menuLabel }).first().click();
  // The menu is named for what it is, not for the button that opens it.
  const drawer = page.getByRole("dialog", { name: urdu.labels.menu });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box!.x).toBe(0);
  // Its close button is at its end, as on English pages: its left on a right-to-left page.
  const close = await drawer.getByRole("button", { name: urdu.labels.closeMenu }).boundingBox();
  expect(close!.x - box!.x).toBeLessThan(box!.width / 2);
});

test("the contact form speaks Urdu: its labels, its messages and Sending...", async ({ page }) => {
  const form = blockOf(expectedPage("/ur/contact"), "form", "contact");
  await gotoHydrated(page, "/ur/contact/");
  const shown = page.getByRole("form", { name: form.title });
  // A list of choices starts with the site's own word for "choose", in Urdu.
  const select = form.fields.find((field) => field.kind === "select" && field.placeholder === undefined);
  if (select) await expect(shown.getByLabel(select.label, { exact: true }).locator("option").first()).toHaveText(urdu.labels.choose);
  expect(urdu.labels.choose).toMatch(/[\u0600-\u06ff]/);
  await shown.getByRole("button", { name: form.submitLabel }).click();
  for (const field of form.fields) {
    await expect(shown.getByLabel(field.label, { exact: true })).toHaveAttribute("aria-invalid", "true");
    if (field.message) await expect(shown.getByText(field.message, { exact: true })).toBeVisible();
  }
  expect(form.submittingLabel).toMatch(/[\u0600-\u06ff]/);
});

test.describe("a visitor's first Urdu page", () => {
  // What is fetched on a first visit: a browser with nothing in its cache.
  test.use({ freshPage: true });

  test("Urdu pages set their text in Nastaliq from the second page on; the first fetches the font when the reader scrolls; English pages load no font", async ({
    page,
  }) => {
    // Any font, and the Nastaliq file however it is asked for (fetched into the cache, or as a font).
    const fonts: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === "font" || /\.woff2$/.test(path)) fonts.push(path);
    });
    const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    await gotoHydrated(page, "/about/");
    expect(fonts).toEqual([]);

    // The first Urdu page: drawn in the reader's own font, the file fetched once the reader scrolls.
    await gotoHydrated(page, "/ur/about/");
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-font"))).toBeNull();
    expect(await bodyFont()).not.toContain("Noto Nastaliq Urdu");
    // Nothing is fetched until the reader scrolls: the page is laid out, every font its styles ask
    // for has loaded, and the test has heard of every request made so far.
    await page.evaluate(async () => {
      void document.body.offsetHeight;
      await document.fonts.ready;
    });
    await requestsReported(page);
    expect(fonts).toEqual([]);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^\/assets\/noto-nastaliq-urdu-[\w-]{8}\.woff2$/);
    const size = await page.evaluate(async (url) => (await (await fetch(url)).arrayBuffer()).byteLength, fonts[0]!);
    // The whole Arabic-script cut of the family is 156 KB; the site's letters need less.
    expect(size).toBeLessThan(150_000);
    // It stays in that font while it is read: the start script has done all it does with the file
    // (kept its address for the next pages, under fetchedKey of runtime/foundation/theme/font-faces.ts),
    // and the text is drawn as before.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("pages-font"))).toBe(fonts[0]);
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-font"))).toBeNull();
    expect(await bodyFont()).not.toContain("Noto Nastaliq Urdu");

    // The next page, after a click: set in Nastaliq.
    await navigateClientSide(page, () => page.locator('header a[href="/ur/contact/"]').first().click());
    await expect.poll(bodyFont).toMatch(/^"Noto Nastaliq Urdu"/);
    // A page loaded afresh: set in Nastaliq before it is first drawn, the file from the cache.
    await gotoHydrated(page, "/ur/faq/");
    expect(await page.evaluate(() => document.documentElement.getAttribute("data-font"))).toBe("ready");
    expect(await bodyFont()).toMatch(/^"Noto Nastaliq Urdu"/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Nastaliq Urdu"', "اردو"))).toBe(true);
  });
});

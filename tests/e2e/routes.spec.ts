// Every single page, one route of each family and the not-found pages: the content is in the raw
// HTML before any JavaScript runs and in the hydrated page, the head and JSON-LD are right, hydration
// logs nothing, the forms' code loads when they come into view, axe finds no serious or critical
// violation in the light or the dark theme, and a client-side navigation works and updates the head,
// all of it under the security headers the build wrote (dist/_headers) with no violation of the
// Content-Security-Policy. Pages are asked for at their one address (/about/).
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { familyNames } from "../../runtime/foundation/content/index.ts";
import { holdStillForAxe, seriousInBothThemes } from "./axe.ts";
import { expectPolicyHeaders, watchViolations } from "./policy.ts";
import {
  collapse,
  collectProblems,
  domHead,
  domJsonLd,
  expectedHead,
  expectedPage,
  firstPageOf,
  gotoHydrated,
  ldTypes,
  markWindow,
  navigateClientSide,
  pagesFile,
  rawHeadValue,
  rawJsonLd,
  rawTitle,
  styleTagsMoved,
  stylesAddedInBrowser,
  visibleTextOf,
  watchStyleTags,
  windowMarker,
} from "./helpers.ts";

interface RouteCase {
  path: string;
  /** Text the spec puts on the page, beyond the hero's title and text from pages.json. */
  extra: string[];
  /** Where the client-side navigation from this page goes, and the link that takes it there. */
  next: { to: string; click: (page: Page) => Promise<void> };
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const viaMainNav = (label: string, to: string): RouteCase["next"] => ({
  to,
  click: (page) => mainNav(page).getByRole("link", { name: label, exact: true }).click(),
});

const routes: RouteCase[] = [
  { path: "/", extra: ["15 years", "Sea Freight", "Air Freight"], next: viaMainNav("About", "/about/") },
  {
    path: "/services/",
    extra: ["Sea Freight", "Moving Home", "Dubai to Karachi", "Abu Dhabi to Lahore", "Sharjah to Islamabad", "Ajman to Peshawar"],
    next: viaMainNav("FAQ", "/faq/"),
  },
  { path: "/about/", extra: ["Reliability", "Transparency", "Customer Focus", "Excellence", "5,000+", "99%"], next: viaMainNav("FAQ", "/faq/") },
  {
    path: "/contact/",
    extra: ["Monday-Friday", "9AM-6PM", "Saturday", "10AM-4PM", "info@induscargo.example", "Al Quoz", "24 hours", "Send Message"],
    next: viaMainNav("FAQ", "/faq/"),
  },
  {
    path: "/faq/",
    extra: ["Shipping Process", "Services & Pricing", "Tracking & Delivery", "Customs & Regulations", "How do I book a shipment?"],
    next: viaMainNav("Contact", "/contact/"),
  },
  { path: "/service-areas/", extra: ["Ras Al Khaimah", "Sheikhupura", "Al Ain"], next: viaMainNav("FAQ", "/faq/") },
  { path: "/privacy/", extra: [], next: viaMainNav("FAQ", "/faq/") },
  { path: "/terms/", extra: [], next: viaMainNav("FAQ", "/faq/") },
  {
    path: "/services/sea-freight/",
    extra: ["Key Benefits", "Full Container Load", "Less Container Load", "Oversized Cargo"],
    next: viaMainNav("FAQ", "/faq/"),
  },
  {
    path: "/areas/dubai/",
    extra: ["Dubai Marina", "Dubai Investment Park", "Request a Pickup", "Your Name", "Pickup Location", "Schedule Pickup"],
    next: viaMainNav("FAQ", "/faq/"),
  },
  {
    path: "/dubai-to-pakistan/",
    extra: ["Door-to-door pickup and delivery", "Professional packing", "Customs clearance assistance", "Real-time tracking"],
    next: viaMainNav("FAQ", "/faq/"),
  },
  { path: "/pakistan-cargo-to-karachi/", extra: ["Clifton", "Sea Freight", "Full Container", "Air Freight"], next: viaMainNav("FAQ", "/faq/") },
  { path: "/karachi-cargo", extra: ["Clifton", "Sea Freight", "Full Container", "Air Freight"], next: viaMainNav("FAQ", "/faq/") },
  {
    path: "/this-page-does-not-exist",
    extra: ["The page you're looking for doesn't exist or has been moved.", "Return to Homepage"],
    next: { to: "/", click: (page) => page.getByRole("main").getByRole("link", { name: "Return to Homepage" }).click() },
  },
  {
    path: "/services/xyz",
    extra: ["Service not found"],
    next: viaMainNav("FAQ", "/faq/"),
  },
];

/** The page's animations that end more than five seconds after they start, or never, each by what it animates. */
function longAnimations(): string[] {
  return document
    .getAnimations()
    .filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0) > 5000)
    .map((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
      return `${name} on ${target ? `${target.tagName.toLowerCase()}.${[...target.classList].join(".")}` : "no element"}`;
    });
}

/** The JSON-LD @types a page must carry (beyond the company, which every page has): a trail wherever one shows, a service on a service page. */
function requiredLd(path: string): string[] {
  const expected = expectedPage(path);
  const types: string[] = [];
  if (expected.status === 200) types.push("WebPage");
  if (expected.blocks.some((block) => block.type === "breadcrumb")) types.push("BreadcrumbList");
  if (expected.status === 200 && /^\/services\/[^/]+$/.test(expected.route)) types.push("Service");
  if (path === "/faq/") types.push("FAQPage");
  return types;
}

const companyTypes = ["Organization", "LocalBusiness", "MovingCompany"];

function checkLd(types: string[], path: string, where: string): void {
  expect(
    types.some((type) => companyTypes.includes(type)),
    `${where}: company JSON-LD on ${path} (found ${types.join(", ")})`,
  ).toBe(true);
  for (const type of requiredLd(path)) expect(types, `${where}: ${type} JSON-LD on ${path}`).toContain(type);
  if (path !== "/faq/") expect(types, `${where}: no FAQPage JSON-LD on ${path}`).not.toContain("FAQPage");
}

for (const route of routes) {
  test(`${route.path}: prerendered, hydrates cleanly, head and JSON-LD, axe in both themes, client-side navigation`, async ({ page, request }) => {
    const expected = expectedPage(route.path);
    const head = expectedHead(expected);

    // 1. The raw HTML, before any JavaScript: content, head, JSON-LD.
    const response = await request.get(route.path);
    expect(response.status()).toBe(expected.status);
    const html = await response.text();
    const text = visibleTextOf(html);
    const wanted = [expected.hero.title, collapse(expected.hero.text), ...route.extra];
    expect(
      wanted.filter((item) => !text.includes(item)),
      "text missing from the raw HTML",
    ).toEqual([]);
    expect(rawTitle(html)).toBe(head.title);
    expect(rawHeadValue(html, "meta", "name", "description")).toBe(head.description);
    expect(rawHeadValue(html, "meta", "name", "keywords")).toBe(head.keywords);
    expect(rawHeadValue(html, "link", "rel", "canonical")).toBe(head.canonical);
    expect(rawHeadValue(html, "meta", "property", "og:title")).toBe(head.ogTitle);
    expect(rawHeadValue(html, "meta", "property", "og:image")).toBe(head.ogImage);
    expect(rawHeadValue(html, "meta", "property", "og:image:width")).toBe("1200");
    expect(rawHeadValue(html, "meta", "property", "og:image:height")).toBe("630");
    checkLd(ldTypes(rawJsonLd(html)), route.path, "raw HTML");

    // 2. The page in the browser: hydration without a warning, the same content and head.
    await holdStillForAxe(page, expected);
    const violations = await watchViolations(page);
    const problems = collectProblems(page, { notFound: expected.status === 404 });
    await watchStyleTags(page);
    const loaded = await gotoHydrated(page, route.path);
    expect(loaded?.status()).toBe(expected.status);
    expectPolicyHeaders(loaded!.headers(), route.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.hero.title);
    const main = page.getByRole("main");
    for (const item of [collapse(expected.hero.text), ...route.extra]) await expect(main).toContainText(item);
    expect(await domHead(page)).toEqual(head);
    checkLd(ldTypes(await domJsonLd(page)), route.path, "hydrated page");
    // Every style the page shows was prerendered, so hydrating compiles none. A rule added here
    // means a class the prerender left out (one no element carried, as SmartLink's composed-twice
    // class was), and costs the phone a cold start of the CSS compiler during start-up.
    expect(await stylesAddedInBrowser(page), "styles hydration had to add").toEqual([]);
    // ...and leaves the prerendered style tags where they are.
    expect(await styleTagsMoved(page), "style tags hydration moved").toEqual([]);
    if (expected.status === 404) {
      await expect(main.getByRole("link", { name: "Return to Homepage" }).or(main.getByRole("link", { name: "Back to Homepage" }))).toHaveAttribute(
        "href",
        "/",
      );
    }

    // Nothing moves by itself for longer than five seconds (WCAG 2.2.2): every animation the page
    // runs ends by then. (The picture grid's moves each end in 1.5 s; that they come again every
    // 3 s is not seen here.)
    expect(await page.evaluate(longAnimations), "animations that run on for more than 5 s").toEqual([]);

    // A form's code loads once it comes into view.
    for (const form of await page.locator("form[data-pages-form]").all()) {
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute("data-ready", "");
    }

    // Accessible in both themes (it leaves the page in the dark one).
    const axeReport = await seriousInBothThemes(page, route.path, expected);

    // 3. A client-side navigation: no reload, new content, new head and JSON-LD.
    await markWindow(page);
    const target = expectedPage(route.next.to);
    await navigateClientSide(page, () => route.next.click(page));
    await expect(page).toHaveURL(new URL(route.next.to, page.url()).href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.hero.title);
    expect(await windowMarker(page), "the navigation reloaded the page").toBe(1);
    await expect.poll(() => domHead(page)).toEqual(expectedHead(target));
    // The structured data is the prerender's, for search engines, which load every page as served:
    // the visitor's script does not carry it, so it stays the first page's.

    expect(problems).toEqual([]);
    expect(violations, "what the Content-Security-Policy refused").toEqual([]);
    expect(axeReport, axeReport.join("\n")).toEqual([]);
  });
}

test("the routes above are every single page and one of each family, with a not-found page at the top and inside a family", () => {
  const checked = new Set(routes.map((route) => expectedPage(route.path)).map((page) => `${page.status} ${page.route}`));
  const kinds = [...pagesFile.pages.filter((page) => !page.route.includes("*")).map((page) => page.route), ...familyNames.map(firstPageOf)];
  expect(
    kinds.filter((route) => !checked.has(`200 ${expectedPage(route).route}`)),
    "pages to add to the routes above",
  ).toEqual([]);
  const notFound = routes.filter((route) => expectedPage(route.path).status === 404).map((route) => route.path);
  expect(notFound.some((path) => path.split("/").filter(Boolean).length === 1)).toBe(true);
  expect(notFound.some((path) => path.split("/").filter(Boolean).length === 2)).toBe(true);
});

test("the alias /karachi-cargo is sent to the Karachi page for good; its file, for hosts that cannot redirect, is a small page sending the visitor there", async ({
  request,
}) => {
  const moved = await request.get("/karachi-cargo", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/pakistan-cargo-to-karachi/");
  const main = await (await request.get("/pakistan-cargo-to-karachi/")).text();
  for (const [file, to, lang] of [
    ["karachi-cargo", "/pakistan-cargo-to-karachi/", 'lang="en" dir="ltr"'],
    ["ur/karachi-cargo", "/ur/pakistan-cargo-to-karachi/", 'lang="ur" dir="rtl"'],
  ] as const) {
    const alias = readFileSync(new URL(`../../dist/${file}/index.html`, import.meta.url), "utf8");
    // Not the page again: no app, no content, no scripts.
    expect(alias).not.toContain("<main");
    expect(alias).not.toContain("<script");
    expect(alias.length).toBeLessThan(1_000);
    expect(alias).toContain(lang);
    expect(rawHeadValue(alias, "link", "rel", "canonical")).toBe(`https://www.induscargo.example${to}`);
    expect(rawHeadValue(alias, "meta", "http-equiv", "refresh")).toBe(`0; url=${to}`);
    expect(alias).toContain(`<a href="${to}">`);
  }
  const english = readFileSync(new URL("../../dist/karachi-cargo/index.html", import.meta.url), "utf8");
  expect(rawTitle(english)).toBe(rawTitle(main));
});

test("an unknown address answers 404 with the not-found page and its link home", async ({ page }) => {
  const response = await page.goto("/no/such/page/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("main")).toContainText("The page you're looking for doesn't exist or has been moved.");
  const home = page.getByRole("main").getByRole("link", { name: "Return to Homepage" });
  await expect(home).toHaveAttribute("href", "/");

  const unknownService = await page.goto("/services/xyz");
  expect(unknownService?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service not found");
});

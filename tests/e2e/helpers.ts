// Shared helpers of the end-to-end tests: what pages.json says a page should show, and small
// browser utilities (waiting for hydration, collecting console problems, reading JSON-LD).
import { readFileSync } from "node:fs";
import { expect, type ConsoleMessage, type Locator, type Page } from "@playwright/test";
import {
  expandEditions,
  languageOfPath,
  type BlockOf,
  type BlockType,
  type FamilyName,
  type LocalizedFile,
  type PagesFile,
  type ResolvedBlock,
} from "../../runtime/foundation/content/index.ts";
import { findPage } from "../../runtime/data/index.ts";

/** A JSON-LD object as the tests read it. */
export type LdObject = Record<string, unknown>;

/** pages.json as it is written, every language side by side. */
export const sourceFile = JSON.parse(readFileSync(new URL("../../pages.json", import.meta.url), "utf8")) as PagesFile;

/** The site in each of its languages as the content core expands it: the pages every test compares the browser with. */
export const editions = expandEditions(sourceFile);
export const expandedSite = editions[0]!;
/** The site in Urdu (/ur/...). */
export const urduSite = editions.find((edition) => edition.language.code === "ur")!;

/** pages.json in the site's first language (English), the source of every expected text. */
export const pagesFile = expandedSite.file;
export const site = pagesFile.site;

/** The company's phone as a tel: address (+971 50 000 0000 -> tel:+971500000000). */
export const companyTel = `tel:${String(site.phone).replace(/[^+0-9]/g, "")}`;
export const telOf = (phone: string): string => `tel:${phone.replace(/[^+0-9]/g, "")}`;

export interface ExpectedPage {
  /** The path asked for. */
  path: string;
  /** The main route of the page (an alias resolves to its destination). */
  route: string;
  status: 200 | 404;
  seo: { title: string; description: string; keywords: string[]; ogTitle?: string; ogDescription?: string };
  /** null on the not-found pages. */
  canonical: string | null;
  whatsappMessage: string;
  blocks: ResolvedBlock[];
  hero: { title: string; text: string };
}

/** What pages.json says the page at `path` is. */
export function expectedPage(path: string): ExpectedPage {
  const { language } = languageOfPath(path, expandedSite.languages);
  const found = findPage(
    editions.find((edition) => edition.language.code === language.code)!,
    path,
  );
  if (!found) throw new Error(`pages.json has no page for ${path}, not even a catch-all one`);
  const { page, status } = found;
  const hero = page.blocks.find((block): block is BlockOf<"hero"> => block.type === "hero");
  if (!hero) throw new Error(`${path} has no hero block`);
  return {
    path,
    route: page.route,
    status,
    seo: page.seo,
    canonical: page.canonical,
    whatsappMessage: page.whatsappMessage,
    blocks: page.blocks,
    hero: { title: hero.title, text: hero.text },
  };
}

/** The address of a family's first entry (/services/sea-freight, /pakistan-cargo-to-karachi, ...). */
export function firstPageOf(family: FamilyName): string {
  const page = expandedSite.pages.find((candidate) => candidate.family === family);
  if (!page) throw new Error(`the ${family} family has no entry`);
  return page.route;
}

/** The entries of a family in pages.json. */
export function familyEntries<F extends FamilyName>(name: F): LocalizedFile["families"][F]["entries"] {
  return pagesFile.families[name].entries;
}

/** The expanded block of a page by type (the first one, or the one with the given id). */
export function blockOf<K extends BlockType>(page: ExpectedPage, type: K, id?: string): BlockOf<K> {
  const block = page.blocks.find((item): item is BlockOf<K> => item.type === type && (id === undefined || ("id" in item && item.id === id)));
  if (!block) throw new Error(`${page.path} has no ${type} block`);
  return block;
}

/** Decodes the few entities the prerender writes. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

/** The visible text of raw HTML: the body without scripts, styles or tags, entities decoded, spaces collapsed. */
export function visibleTextOf(html: string): string {
  const body = html.slice(html.search(/<body[\s>]/i));
  return decodeEntities(
    body
      .replace(/<script[\s\S]*?<\/script>/gi, " ")
      .replace(/<style[\s\S]*?<\/style>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

export const collapse = (text: string): string => text.replace(/\s+/g, " ").trim();

/** The value of a head tag in raw HTML, or null. */
export function rawHeadValue(html: string, kind: "meta" | "link", key: string, id: string): string | null {
  const head = html.slice(0, html.search(/<\/head>/i));
  const tags = head.match(new RegExp(`<${kind}\\b[^>]*>`, "gi")) ?? [];
  for (const tag of tags) {
    const attr = (name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`, "i"))?.[1];
    if (attr(key) === id) {
      const value = attr(kind === "link" ? "href" : "content");
      return value === undefined ? null : decodeEntities(value);
    }
  }
  return null;
}

export function rawTitle(html: string): string | null {
  const match = html.match(/<title>([\s\S]*?)<\/title>/i);
  return match?.[1] === undefined ? null : decodeEntities(match[1]);
}

/** Every JSON-LD object in raw HTML (scripts of type application/ld+json). */
export function rawJsonLd(html: string): LdObject[] {
  const scripts = html.match(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/gi) ?? [];
  return scripts.map((script) => JSON.parse(script.replace(/^<script[^>]*>/i, "").replace(/<\/script>$/i, "")) as LdObject);
}

/** The @type values of JSON-LD objects (including those inside an @graph). */
export function ldTypes(objects: LdObject[]): string[] {
  const types: string[] = [];
  const visit = (value: LdObject) => {
    const type = value["@type"];
    if (typeof type === "string") types.push(type);
    else if (Array.isArray(type)) types.push(...type.filter((item): item is string => typeof item === "string"));
    const graph = value["@graph"];
    if (Array.isArray(graph)) for (const inner of graph) visit(inner as LdObject);
  };
  objects.forEach(visit);
  return types;
}

export async function domJsonLd(page: Page): Promise<LdObject[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as LdObject);
}

/** The head the browser currently shows. */
export async function domHead(page: Page) {
  return page.evaluate(() => {
    const meta = (attr: string, id: string) => document.head.querySelector(`meta[${attr}="${id}"]`)?.getAttribute("content") ?? null;
    return {
      title: document.title,
      description: meta("name", "description"),
      keywords: meta("name", "keywords"),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
      ogTitle: meta("property", "og:title"),
      ogDescription: meta("property", "og:description"),
      ogImage: meta("property", "og:image"),
      ogImageWidth: meta("property", "og:image:width"),
      ogImageHeight: meta("property", "og:image:height"),
      robots: meta("name", "robots"),
    };
  });
}

/** The head pages.json asks for on a page. */
export function expectedHead(expected: ExpectedPage) {
  return {
    title: expected.seo.title,
    description: expected.seo.description,
    keywords: expected.seo.keywords.join(", "),
    canonical: expected.canonical,
    ogTitle: expected.seo.ogTitle ?? expected.seo.title,
    ogDescription: expected.seo.ogDescription ?? expected.seo.description,
    ogImage: `${site.url}${site.socialImage.src}`,
    ogImageWidth: "1200",
    ogImageHeight: "630",
    robots: expected.status === 404 ? "noindex" : null,
  };
}

const isPageView = (message: ConsoleMessage) => message.text().startsWith("[tracking] page view");

/**
 * Opens a page on the test host and waits until React has hydrated it: the page view is logged
 * from an effect, which runs only once the prerendered tree is live.
 */
export function gotoHydrated(page: Page, path: string) {
  return loadHydrated(page, () => page.goto(path));
}

/**
 * Runs `action`, which loads a new page (a full navigation: a link to the other language, a form
 * posted before the code loaded), and waits until React has hydrated that page: a click on the
 * new page before then would meet prerendered HTML with no code behind it yet.
 */
export async function loadHydrated<T>(page: Page, action: () => Promise<T>): Promise<T> {
  const hydrated = page.waitForEvent("console", { predicate: isPageView, timeout: 15_000 });
  const result = await action();
  await hydrated;
  return result;
}

let probes = 0;

/**
 * Resolves once the test has been told of every request the page started before this call: the
 * page fetches an address of its own (answered here, never by the server) and the test waits for
 * that request's event, which Playwright reports after those of the requests started before it. For
 * "nothing was fetched" to mean something: call it once what could have fetched has run.
 */
export async function requestsReported(page: Page): Promise<void> {
  const probe = `/__requests-reported-${++probes}`;
  await page.route(probe, (route) => route.fulfill({ status: 204 }));
  const seen = page.waitForRequest((request) => new URL(request.url()).pathname === probe);
  await page.evaluate((url) => fetch(url).then(() => undefined), probe);
  await seen;
  await page.unroute(probe);
}

/**
 * The CSS rules the browser's emotion cache has added since the page loaded. The prerendered
 * style tags name their classes (`data-emotion="s id id ..."`); a tag the browser adds names only
 * the key, so its rules are the ones hydration or later renders had to compile.
 */
export async function stylesAddedInBrowser(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="s"]')].flatMap((tag) =>
      [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText.slice(0, 120)),
    ),
  );
}

/**
 * Watches the page's style tags from before its first byte: `styleTagsMoved(page)` then lists each
 * tag the page's code took out of the document (emotion's hydration moves the tags it adopts, and
 * a moved tag has the browser work out every element's style again, a long task on a phone).
 */
export async function watchStyleTags(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { __styleTagsMoved: string[] }).__styleTagsMoved = moved;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLStyleElement) moved.push(node.getAttribute("data-emotion") ?? node.outerHTML.slice(0, 60));
    }).observe(document, { childList: true, subtree: true });
  });
}

export function styleTagsMoved(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __styleTagsMoved?: string[] }).__styleTagsMoved ?? ["(not watched)"]);
}

/**
 * Waits for the page-view log of a client-side navigation started by `action`, and checks that it
 * was one: a full page load logs a page view too, but starts a new window without this mark.
 */
export async function navigateClientSide(page: Page, action: () => Promise<void>): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  const viewed = page.waitForEvent("console", { predicate: isPageView, timeout: 15_000 });
  await action();
  await viewed;
  const stayed = await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  expect(stayed, "the navigation loaded a new page instead of staying in the app").toBe(true);
}

/**
 * Scrolls `target` into view and waits until it keeps its place. A page's blocks after the first
 * are laid out only as they come near the view (content-visibility, runtime/foundation/ui/styles.ts),
 * so a jump to the footer changes the heights above it in the next frames, and at the bottom of the
 * page the browser then scrolls to the new end: a click aimed at a link the moment it was scrolled
 * to can land beside it. Settled means the same place over three frames, each of which would have
 * laid out what the one before brought near the view.
 */
async function settledInView(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const keepsItsPlace = () =>
    target.evaluate(async (element) => {
      const place = () => JSON.stringify(element.getBoundingClientRect());
      const before = place();
      for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
      return place() === before;
    });
  await expect.poll(keepsItsPlace, { message: "the element stops moving once scrolled to" }).toBe(true);
}

/** Clicks a link far down a page once it has settled in view (see settledInView). */
export async function clickSettled(link: Locator, options?: Parameters<Locator["click"]>[0]): Promise<void> {
  await settledInView(link);
  await link.click(options);
}

/** Console errors, hydration warnings and uncaught exceptions of a page. */
export function collectProblems(page: Page, { notFound = false }: { notFound?: boolean } = {}): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    const type = message.type();
    // An unknown route is answered with status 404, which Chromium reports as a failed resource.
    if (notFound && type === "error" && /Failed to load resource: .*404/.test(text)) return;
    const hydration = /hydrat|#418|#419|#422|#423|#425|did not match|server rendered/i.test(text);
    if (type === "error" || ((type === "warning" || type === "info" || type === "log") && hydration)) {
      problems.push(`console.${type}: ${text}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Marks the window so a test can tell a client-side navigation from a full page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
}

export async function windowMarker(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

/**
 * Ctrl-clicks a link (Cmd-click on a Mac) and reports what became of the click: whether the page
 * prevented its default (a page that follows links in the app must not take these), the tab the
 * browser opened for it (null if none opened) and the address that tab loaded, read from its
 * document: in the headless shell Playwright's `tab.url()` stayed "" after the tab loaded.
 */
export async function modifiedClick(page: Page, link: Locator): Promise<{ prevented: boolean; tab: Page | null; tabAddress: string | null }> {
  // A listener on the window hears the click after React's, which sit on the app's root element.
  await page.evaluate(() => {
    window.addEventListener(
      "click",
      (event) => {
        (window as unknown as { __clickPrevented?: boolean }).__clickPrevented = event.defaultPrevented;
      },
      { once: true },
    );
  });
  const opened = page
    .context()
    .waitForEvent("page", { timeout: 10_000 })
    .catch(() => null);
  await clickSettled(link, { modifiers: ["ControlOrMeta"] });
  const prevented = await page.evaluate(() => (window as unknown as { __clickPrevented?: boolean }).__clickPrevented);
  if (prevented === undefined) throw new Error("the click never reached the window");
  // A prevented click opens no tab: do not wait for one.
  const tab = prevented ? null : await opened;
  if (!tab) return { prevented, tab, tabAddress: null };
  // The tab starts at about:blank; while its page loads, its document can be gone between two reads.
  const address = () => tab.evaluate(() => location.href).catch(() => "");
  await expect.poll(address, { message: "the new tab loads a page" }).toMatch(/^https?:/);
  return { prevented, tab, tabAddress: await address() };
}

/** The text a wa.me link pre-fills, decoded. */
export function whatsappText(href: string): string | null {
  return new URL(href).searchParams.get("text");
}

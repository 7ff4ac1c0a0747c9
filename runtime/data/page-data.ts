// One page's data: the page, and only the family entries its blocks list, with only the fields they show.
import type { FamilyName } from "../../schema/index.ts";
import { listableFields, listedEntries } from "../foundation/content/entry-lists.ts";
import { isCatchAll } from "../foundation/content/expand.ts";
import { pageAddress } from "../foundation/content/languages.ts";
import type { CollectionItem, ExpandedPage, ExpandedSite } from "../foundation/content/types.ts";
import { englishAmong } from "./english-texts.ts";
import { iconMarkupFor } from "./icon-markup.ts";
import { picturesNamedIn } from "./page-pictures.ts";
import type { PageData, RenderedPage, ResponsivePicture } from "../foundation/site-data.ts";

/** What the lists on a page show of one family. */
interface Shown {
  /** The slugs, or "all" where a block lists the whole family. */
  entries: Set<unknown> | "all";
  /** The fields shown besides the name and address, such as description. */
  fields: Set<string>;
}

function shownOn(page: ExpandedPage): Map<FamilyName, Shown> {
  const shown = new Map<FamilyName, Shown>();
  for (const block of page.blocks) {
    const listed = listedEntries(block);
    if (!listed) continue;
    const before = shown.get(listed.family) ?? { entries: new Set(), fields: new Set() };
    shown.set(listed.family, {
      entries: before.entries === "all" || listed.only === null ? "all" : new Set([...before.entries, ...listed.only]),
      fields: new Set([...before.fields, ...listed.fields]),
    });
  }
  return shown;
}

/** The entry without the fields a block could show but none on this page does (a city list in chips has no descriptions). */
function carried(item: CollectionItem, fields: ReadonlySet<string>): CollectionItem {
  const unshown = (key: string) => listableFields.has(key) && !fields.has(key);
  // Linked to at the page's one address (/cities/dubai/).
  const linked = { ...item, route: pageAddress(item.route) };
  if (!Object.keys(item).some(unshown)) return linked;
  return Object.fromEntries(Object.entries(linked).filter(([key]) => !unshown(key))) as unknown as CollectionItem;
}

function rendered(page: ExpandedPage): RenderedPage {
  const { source: _source, blockSources: _blockSources, ...rest } = page;
  return rest;
}

/** One page's data; with `pictures` (the sizes the build made of the site's photos), the sizes of those it shows. */
export function pageDataOf(
  expanded: ExpandedSite,
  page: ExpandedPage,
  status: 200 | 404 = 200,
  pictures?: Readonly<Record<string, ResponsivePicture>>,
): PageData {
  const collections: PageData["collections"] = {};
  for (const [family, { entries, fields }] of shownOn(page)) {
    const all = expanded.collections[family];
    collections[family] = (entries === "all" ? all : all.filter((item) => entries.has(item.slug))).map((item) => carried(item, fields));
  }
  const shown = rendered(page);
  const provinces = Object.values(collections).some((items) => items.some((item) => item.province !== undefined)) ? expanded.file.labels.provinces : undefined;
  const englishTexts = englishAmong([shown, collections, provinces], expanded.englishTexts);
  const photos = pictures ? picturesNamedIn([shown.blocks, collections], pictures) : {};
  return {
    status,
    page: shown,
    collections,
    ...(provinces && { provinces }),
    icons: iconMarkupFor([shown.blocks, collections]),
    ...(englishTexts.length > 0 && { englishTexts }),
    ...(Object.keys(photos).length > 0 && { pictures: photos }),
  };
}

/** An address as pages are looked up by: /ur and /ur/ are one address (another language's home is written /ur/), as /about and /about/ are. */
export const addressKey = (address: string): string => (address.length > 1 ? address.replace(/\/+$/, "") : address);

/** Finds the page for an address: a route, an alias, or the most specific fallback page. */
export function findPage(expanded: ExpandedSite, path: string): { page: ExpandedPage; status: 200 | 404 } | null {
  const normal = addressKey;
  const normalised = normal(path);
  const exact = expanded.pages.find(
    (page) => !isCatchAll(page.route) && (normal(page.route) === normalised || page.aliases.some((alias) => normal(alias) === normalised)),
  );
  if (exact) return { page: exact, status: 200 };
  const fallbacks = expanded.pages
    .filter((page) => isCatchAll(page.route))
    .filter((page) => page.route === "*" || normalised.startsWith(page.route.slice(0, -1)))
    .sort((a, b) => b.route.length - a.route.length);
  return fallbacks[0] ? { page: fallbacks[0], status: 404 } : null;
}

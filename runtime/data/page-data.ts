// One page's data: the page, and only the family entries its blocks list.
import type { FamilyName } from "../../schema/index.ts";
import { listedEntries } from "../content/entry-lists.ts";
import { isCatchAll } from "../content/expand.ts";
import type { ExpandedPage, ExpandedSite } from "../content/types.ts";
import { iconMarkupFor } from "./icon-markup.ts";
import type { PageData, RenderedPage } from "./types.ts";

/** The slugs each family's lists on the page show, or "all" where a block lists the whole family. */
function entriesShown(page: ExpandedPage): Map<FamilyName, Set<unknown> | "all"> {
  const shown = new Map<FamilyName, Set<unknown> | "all">();
  for (const block of page.blocks) {
    const listed = listedEntries(block);
    if (!listed) continue;
    const before = shown.get(listed.family);
    if (before === "all" || listed.only === null) shown.set(listed.family, "all");
    else shown.set(listed.family, new Set([...(before ?? []), ...listed.only]));
  }
  return shown;
}

function rendered(page: ExpandedPage): RenderedPage {
  const { source: _source, blockSources: _blockSources, ...rest } = page;
  return rest;
}

export function pageDataOf(expanded: ExpandedSite, page: ExpandedPage, status: 200 | 404 = 200): PageData {
  const collections: PageData["collections"] = {};
  for (const [family, slugs] of entriesShown(page)) {
    const all = expanded.collections[family];
    collections[family] = slugs === "all" ? all : all.filter((item) => slugs.has(item.slug));
  }
  const shown = rendered(page);
  return { status, page: shown, collections, icons: iconMarkupFor([shown.blocks, collections]) };
}

/** Finds the page for an address: a route, an alias, or the most specific fallback page. */
export function findPage(expanded: ExpandedSite, path: string): { page: ExpandedPage; status: 200 | 404 } | null {
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const exact = expanded.pages.find((page) => !isCatchAll(page.route) && (page.route === normalised || page.aliases.includes(normalised)));
  if (exact) return { page: exact, status: 200 };
  const fallbacks = expanded.pages
    .filter((page) => isCatchAll(page.route))
    .filter((page) => page.route === "*" || normalised.startsWith(page.route.slice(0, -1)))
    .sort((a, b) => b.route.length - a.route.length);
  return fallbacks[0] ? { page: fallbacks[0], status: 404 } : null;
}

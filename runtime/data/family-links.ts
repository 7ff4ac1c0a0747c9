// What a family menu or footer column shows: a bounded set of the family's pages, chosen by the
// editor in pages.json (limit, featured entries first), and a "see all" link when some were left out.
import { pageAddress } from "../foundation/content/languages.ts";
import type { CollectionItem } from "../foundation/content/types.ts";
import type { FamilyLinks, NavLink } from "../foundation/site-data.ts";

export interface FamilyLinkOptions {
  /** At most this many links; every entry when left out. */
  limit?: number;
  /** The link to the page listing the whole family, shown only when entries were left out. */
  seeAll?: NavLink;
}

/**
 * The links of a family menu: the featured entries first, in the family's order, then the others in
 * order, up to the limit. `featured(index)` says whether the family's entry at that index is featured.
 */
export function familyLinks(items: readonly CollectionItem[], featured: (index: number) => boolean, { limit, seeAll }: FamilyLinkOptions): FamilyLinks {
  const max = limit ?? items.length;
  const chosen: CollectionItem[] = [];
  const rest: CollectionItem[] = [];
  items.forEach((item, index) => {
    if (featured(index)) {
      if (chosen.length < max) chosen.push(item);
    } else if (rest.length < max) rest.push(item);
  });
  const shown = [...chosen, ...rest].slice(0, max).map((item) => ({ label: item.label, href: pageAddress(item.route) }));
  return shown.length < items.length && seeAll ? { links: shown, seeAll: { label: seeAll.label, href: seeAll.href } } : { links: shown };
}

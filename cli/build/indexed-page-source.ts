// The prerender's page source: memoryPageSource's, with each page found by its address in a map.
// findPage looks through every page for each address it is asked, which is nothing on the shipped
// site but 10,000 x 10,000 comparisons for a site of 10,000 cities (3 s of the build).
import { isCatchAll, type ExpandedPage, type ExpandedSite } from "../../runtime/foundation/content/index.ts";
import { addressKey, findPage, memoryPageSource, pageDataOf, type FontUrls, type PageSource } from "../../runtime/data/index.ts";
import type { ResponsivePicture } from "../../runtime/foundation/index.ts";

/**
 * With `pictures`, the sizes the build made of the site's photos (responsive-pictures.ts), each
 * page's data carries its own; `drawings` (inline-drawings.ts) are for the render alone.
 */
export function indexedPageSource(
  site: ExpandedSite,
  fontUrls?: FontUrls,
  pictures?: Readonly<Record<string, ResponsivePicture>>,
  drawings?: Readonly<Record<string, string>>,
): PageSource {
  const memory = memoryPageSource(site, fontUrls);
  const byAddress = new Map<string, ExpandedPage>();
  for (const page of site.pages) {
    if (isCatchAll(page.route)) continue;
    // As findPage: the first page with the address wins (validate refuses an address used twice).
    for (const address of [page.route, ...page.aliases].map(addressKey)) if (!byAddress.has(address)) byAddress.set(address, page);
  }
  return {
    ...memory,
    ...(drawings && { drawings }),
    // A fallback page's address (…/__not_found__) is no page's: findPage picks the fallback.
    load: (path) => {
      // Asked at the page's one address (/about/), as the prerender renders it, or as its route is written.
      const page = byAddress.get(addressKey(path));
      if (page) return Promise.resolve(pageDataOf(site, page, 200, pictures));
      const fallback = findPage(site, path);
      return fallback ? Promise.resolve(pageDataOf(site, fallback.page, fallback.status, pictures)) : memory.load(path);
    },
  };
}

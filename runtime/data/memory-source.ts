// Page data straight from the expanded site: the prerender and the dev server use this.
import type { ExpandedSite } from "../foundation/content/types.ts";
import { invalidation, type PageSource } from "./page-source.ts";
import { findPage, pageDataOf } from "./page-data.ts";
import { shellOf, type FontUrls } from "./shell.ts";

export function memoryPageSource(expanded: ExpandedSite, fontUrls?: FontUrls): PageSource {
  return {
    shell: shellOf(expanded, fontUrls),
    ...invalidation(() => undefined),
    // Nothing to wait for, but a promise all the same, and any failure a rejection, as the
    // browser's source gives.
    load: (path) =>
      new Promise((resolve) => {
        const found = findPage(expanded, path);
        if (!found) throw new Error(`No page has the address ${path}.`);
        resolve(pageDataOf(expanded, found.page, found.status));
      }),
  };
}

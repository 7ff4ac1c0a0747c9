// Page data straight from the expanded site: the prerender and the dev server use this.
import type { ExpandedSite } from "../content/types.ts";
import { invalidation, type PageSource } from "./page-source.ts";
import { findPage, pageDataOf } from "./page-data.ts";
import { shellOf } from "./shell.ts";

export function memoryPageSource(expanded: ExpandedSite): PageSource {
  return {
    shell: shellOf(expanded),
    ...invalidation(() => undefined),
    async load(path) {
      const found = findPage(expanded, path);
      if (!found) throw new Response("Not Found", { status: 404 });
      return pageDataOf(expanded, found.page, found.status);
    },
  };
}

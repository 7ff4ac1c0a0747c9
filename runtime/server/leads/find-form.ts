// The form block a submission names, from the expanded pages: the one on the page it says it was
// sent from when that page has it, otherwise the first page that has a form with that id. The
// endpoint checks the fields against this block's own schema, the one the browser used.
import { routesOf } from "../../content/expand.ts";
import type { BlockOf, ExpandedSite } from "../../content/types.ts";
import { isFormBlock } from "../../../blocks/forms.ts";

export type FormBlockOnPage = BlockOf<"form">;

export interface FormIndex {
  find(form: string, page: string): FormBlockOnPage | null;
  /** Whether the site has this address: a page, an alias, a family page (what `pages routes` lists). */
  hasPage(page: string): boolean;
}

/** The forms of the site in every language: a page's form is the one in its own language. */
export function indexForms(editions: readonly ExpandedSite[]): FormIndex {
  const byId = new Map<string, Map<string, FormBlockOnPage>>();
  for (const page of editions.flatMap((edition) => edition.pages)) {
    for (const block of page.blocks) {
      if (!isFormBlock(block)) continue;
      const pages = byId.get(block.id) ?? new Map<string, FormBlockOnPage>();
      if (!pages.has(page.route)) pages.set(page.route, block);
      byId.set(block.id, pages);
    }
  }
  const routes = new Set(editions.flatMap((edition) => routesOf(edition)).map((route) => route.path));
  return {
    find(form, page) {
      const pages = byId.get(form);
      if (!pages) return null;
      return pages.get(page) ?? pages.values().next().value ?? null;
    },
    hasPage: (page) => routes.has(page),
  };
}

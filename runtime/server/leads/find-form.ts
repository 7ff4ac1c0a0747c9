// The form block a submission names, from the expanded pages: the one on the page it says it was
// sent from when that page has it, otherwise the first page that has a form with that id. The
// endpoint checks the fields against this block's own schema, the one the browser used.
//
// A submission must name a page that shows a form: its route, or an alias of it. The not-found
// pages (`*`, `/ur/*`, `/services/*`) answer addresses the site does not have, so no lead comes
// from one, and a pattern is no page at all; neither counts, whatever blocks they hold.
import { isCatchAll } from "../../foundation/content/expand.ts";
import type { BlockOf, ExpandedSite } from "../../foundation/content/types.ts";
import { isFormBlock } from "../../../blocks/forms.ts";

export type FormBlockOnPage = BlockOf<"form">;

export interface FormIndex {
  find(form: string, page: string): FormBlockOnPage | null;
  /** Whether a lead may name this page: the route or an alias of a page that shows a form. */
  isFormPage(page: string): boolean;
}

/** The forms of the site in every language: a page's form is the one in its own language. */
export function indexForms(editions: readonly ExpandedSite[]): FormIndex {
  const byId = new Map<string, Map<string, FormBlockOnPage>>();
  const formPages = new Set<string>();
  for (const page of editions.flatMap((edition) => edition.pages)) {
    if (isCatchAll(page.route)) continue;
    for (const block of page.blocks) {
      if (!isFormBlock(block)) continue;
      const pages = byId.get(block.id) ?? new Map<string, FormBlockOnPage>();
      for (const address of [page.route, ...page.aliases]) {
        formPages.add(address);
        if (!pages.has(address)) pages.set(address, block);
      }
      byId.set(block.id, pages);
    }
  }
  return {
    find(form, page) {
      const pages = byId.get(form);
      if (!pages) return null;
      return pages.get(page) ?? pages.values().next().value ?? null;
    },
    isFormPage: (page) => formPages.has(page),
  };
}

// Renders one block the way the site does (router, site data, theme), for component tests.
import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { PagesFile } from "../../schema/index.ts";
import { expandSite } from "../foundation/content/expand.ts";
import type { ExpandedSite } from "../foundation/content/types.ts";
import { iconMarkup } from "../data/icon-markup.ts";
import { iconSet } from "../data/icon-set.ts";
import { findPage, pageDataOf } from "../data/page-data.ts";
import { shellOf } from "../data/shell.ts";
import { SiteProvider } from "../foundation/site-context.tsx";

let shipped: ExpandedSite | null = null;

/** The shipped pages.json, expanded. */
export function shippedSite(): ExpandedSite {
  shipped ??= expandSite(JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "..", "pages.json"), "utf8")) as PagesFile);
  return shipped;
}

/** `element` placed on the page at `path` of the shipped site: its router, shell and page data. */
function onPage(element: ReactElement, path: string) {
  const site = shippedSite();
  const found = findPage(site, path);
  if (!found) throw new Error(`No page for ${path}`);
  const shell = shellOf(site);
  // Every icon drawing, not only the page's: tests render blocks of their own making.
  const allIcons = Object.fromEntries(Object.keys(iconSet).map((name) => [name, iconMarkup(name as keyof typeof iconSet)]));
  const data = { ...pageDataOf(site, found.page, found.status), icons: allIcons };
  const page = (
    <MemoryRouter initialEntries={[path]}>
      <SiteProvider shell={shell} data={data}>
        {element}
      </SiteProvider>
    </MemoryRouter>
  );
  return { page, shell, data };
}

/** Renders `element` as if it were on the page at `path` of the shipped site. */
export function renderOnPage(element: ReactElement, path = "/") {
  const { page, shell, data } = onPage(element, path);
  return { ...render(page), shell, data };
}

/** The HTML the prerender writes for `element` on the page at `path`, before any code runs in the browser. */
export function prerenderOnPage(element: ReactElement, path = "/"): string {
  return renderToString(onPage(element, path).page);
}

/** The first block of a type on a page of the shipped site. */
export function blockOn<T extends { type: string }>(path: string, type: T["type"]): T {
  const found = findPage(shippedSite(), path);
  const block = found?.page.blocks.find((candidate) => candidate.type === type);
  if (!block) throw new Error(`No ${type} block on ${path}`);
  return block as unknown as T;
}

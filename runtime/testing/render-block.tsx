// Renders one block the way the site does (router, site data, theme), for component tests.
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ReactElement, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { Block, PagesFile } from "../../schema/index.ts";
import { expandEditions, expandSite } from "../foundation/content/expand.ts";
import { inLanguage } from "../foundation/content/languages.ts";
import type { BlockOf, ExpandedSite } from "../foundation/content/types.ts";
import type { ContentMarks } from "../foundation/fallback-marks.ts";
import { iconMarkup } from "../data/icon-markup.ts";
import { iconSet } from "../data/icon-set.ts";
import { findPage, pageDataOf } from "../data/page-data.ts";
import { shellOf } from "../data/shell.ts";
import { SiteProvider } from "../foundation/site-context.tsx";
import type { PageData } from "../foundation/site-data.ts";

let shipped: ExpandedSite | null = null;

const shippedFile = () => JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "..", "pages.json"), "utf8")) as PagesFile;

/** The shipped pages.json, expanded. */
export function shippedSite(): ExpandedSite {
  shipped ??= expandSite(shippedFile());
  return shipped;
}

/** `element` placed on the page at `path` of a site (the shipped one in its first language unless given): its router, shell and page data. */
function onPage(element: ReactElement, path: string, site = shippedSite(), more: Partial<PageData> = {}) {
  const found = findPage(site, path);
  if (!found) throw new Error(`No page for ${path}`);
  const shell = shellOf(site);
  // Every icon drawing, not only the page's: tests render blocks of their own making.
  const allIcons = Object.fromEntries(Object.keys(iconSet).map((name) => [name, iconMarkup(name as keyof typeof iconSet)]));
  const data = { ...pageDataOf(site, found.page, found.status), icons: allIcons, ...more };
  const page = (
    <MemoryRouter initialEntries={[path]}>
      <SiteProvider shell={shell} data={data}>
        {element}
      </SiteProvider>
    </MemoryRouter>
  );
  return { page, shell, data };
}

/**
 * Renders `element` as if it were on the page at `path` of the shipped site (with `more` of its data: the build's photo sizes).
 * Its styles go to a cache of its own in this document's head, as a page's do: emotion's default cache
 * stays with the document of the first test file its worker ran (vitest.config.ts shares modules).
 */
export function renderOnPage(element: ReactElement, path = "/", more: Partial<PageData> = {}) {
  const { page, shell, data } = onPage(element, path, undefined, more);
  const cache = createCache({ key: "css", container: document.head });
  const wrapper = ({ children }: { children: ReactNode }) => <CacheProvider value={cache}>{children}</CacheProvider>;
  return { ...render(page, { wrapper }), shell, data };
}

/** The HTML the prerender writes for `element` on the page at `path`, before any code runs in the browser. */
export function prerenderOnPage(element: ReactElement, path = "/", more: Partial<PageData> = {}): string {
  return renderToString(onPage(element, path, undefined, more).page);
}

/**
 * `block` as a page in the site's second language shows it, rendered there: the block is added as
 * written to the page at `route` of the shipped site, so a text written as a plain string (in the
 * first language only) shows in the first language, as a text nobody has translated yet does.
 * Gives the marks such a text must carry (the first language's lang and dir).
 */
export function renderInOtherLanguage<T extends Block["type"]>(
  show: (shown: BlockOf<T>) => ReactElement,
  block: Extract<Block, { type: T }> | BlockOf<T>,
  route = "/privacy",
) {
  const file = shippedFile();
  const page = file.pages.find((candidate) => candidate.route === route);
  if (!page) throw new Error(`No page has the address ${route}`);
  page.blocks.push(block);
  const [first, other] = expandEditions(file);
  if (!first || !other) throw new Error("The shipped pages.json declares one language: there is no other to render in.");
  const path = inLanguage(route, other.language);
  const shown = findPage(other, path)?.page.blocks.at(-1);
  if (!shown) throw new Error(`No page for ${path}`);
  const { page: element, ...rest } = onPage(show(shown as BlockOf<T>), path, other);
  const marks: Required<ContentMarks> = { lang: first.language.code, dir: first.language.dir };
  return { ...render(element), ...rest, path, marks };
}

/** The first block of a type on a page of the shipped site. */
export function blockOn<T extends { type: string }>(path: string, type: T["type"]): T {
  const found = findPage(shippedSite(), path);
  const block = found?.page.blocks.find((candidate) => candidate.type === type);
  if (!block) throw new Error(`No ${type} block on ${path}`);
  return block as unknown as T;
}

// Every route's page and data written into dist/, then the files made from all of them: the shell's
// data, the sitemap (each page dated by when its data last changed), robots.txt and _headers.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { alternatesOf, routesOf, type ExpandedSite } from "../../runtime/content/index.ts";
import { shellUrl, type RenderPage } from "../../runtime/data/index.ts";
import { headersFile, HEADERS_FILE } from "../../runtime/server/index.ts";
import { readBlockPreloads } from "./block-preloads.ts";
import { deferStart } from "./deferred-start.ts";
import type { FileWriter } from "./file-writer.ts";
import { indexedPageSource } from "./indexed-page-source.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { writeLanguageFonts } from "./language-fonts.ts";
import { dataPath, fallbackDataPath, fallbackHtmlPath, htmlPath } from "./output-paths.ts";
import { packGridPictures } from "./picture-sheets.ts";
import type { ProgressLine } from "./progress-line.ts";
import { previousLastmods, robotsTxt, sitemapFiles, sitemapRoutes } from "./seo-files.ts";
import { securityHeaders } from "./security-headers.ts";

export interface PrerenderOptions {
  /** The browser build (with public/ copied in): the template, Vite's manifest, the pictures. */
  client: string;
  dist: string;
  writer: FileWriter;
  renderPage: RenderPage;
  progress: ProgressLine;
  /** The build's date, UTC YYYY-MM-DD: the lastmod of every page whose data changed. */
  today: string;
}

/**
 * One pass over the small template: the page's own HTML, most of which is the app, is never
 * searched again, and a `$&` or `$$` in its text is kept as written instead of being taken for a
 * replacement pattern, as String.replace with a replacement string took it.
 */
function fillTemplate(template: string, parts: { head: string; app: string; dataScript: string }): string {
  const slots: Record<string, string> = { head: parts.head, app: parts.app, data: parts.dataScript };
  return template.replace(/<!--pages:(head|app|data)-->/g, (_, slot: string) => slots[slot]!);
}

/**
 * The page template with the language and direction of an edition's pages, and its font (if it has
 * one) asked for at once, so it can arrive before the text is first drawn (runtime/theme/language-fonts.tsx).
 */
function inLanguageOf(template: string, language: ExpandedSite["language"], fontUrl: string | undefined): string {
  const html = template.replace(/<html lang="[^"]*">/, `<html lang="${language.code}" dir="${language.dir}">`);
  if (!fontUrl) return html;
  return html.replace("<!--pages:head-->", `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin>\n    <!--pages:head-->`);
}

/** Renders and writes every page of every language; returns how many. */
export async function prerender(editions: readonly ExpandedSite[], { client, dist, writer, renderPage, progress, today }: PrerenderOptions): Promise<number> {
  const preloads = await readBlockPreloads(client);
  const start = deferStart(await readFile(join(client, "index.html"), "utf8"));
  // Read before anything is written: the dates of the pages whose data stays the same.
  const lastmods = await previousLastmods(dist);
  const first = editions[0]!;
  const origin = first.file.site.url;
  const routes = editions.flatMap((edition) => routesOf(edition));
  const { write } = writer;
  // Every inline script of every page, so the Content-Security-Policy lets exactly these run.
  const scriptHashes = new Set<string>();
  let pages = 0;
  const fontUrls = await writeLanguageFonts(editions, dist, writer);
  for (const edition of editions) {
    const site = await packGridPictures(edition, client);
    const source = indexedPageSource(site, fontUrls);
    const template = inLanguageOf(start.template, site.language, site.language.font && fontUrls[site.language.font]);
    await write(join(dist, shellUrl(site.language.prefix)), JSON.stringify(source.shell));
    for (const route of routesOf(site)) {
      const fallback = route.family === "fallback";
      // A fallback page is rendered for an address inside its prefix that no page has.
      const path = fallback ? `${route.path.replace(/\/?\*$/, "")}/__not_found__` : route.path;
      const rendered = await renderPage(source, path);
      const startScript = start.startScript(preloads.filesFor(rendered.data.page.blocks.map((block) => block.type)));
      const html = fillTemplate(template, { ...rendered, dataScript: `${rendered.dataScript}\n    ${startScript}` });
      for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
      await write(fallback ? fallbackHtmlPath(dist, route.path) : htmlPath(dist, route.path), html);
      await write(fallback ? fallbackDataPath(dist, route.path) : dataPath(dist, route.path), JSON.stringify(rendered.data));
      progress.update(++pages, routes.length);
    }
  }
  // The writes have ended: the writer knows which data files changed.
  await writer.finish();
  const urls = sitemapRoutes(routes).map((route) => {
    const kept = writer.changed.has(dataPath(dist, route.path)) ? undefined : lastmods.get(route.canonical);
    return { loc: route.canonical, lastmod: kept ?? today, alternates: alternatesOf(origin, route.canonical, first.languages) };
  });
  for (const file of sitemapFiles(urls, origin)) await write(join(dist, file.name), file.content);
  await write(join(dist, "robots.txt"), robotsTxt(origin));
  await write(join(dist, HEADERS_FILE), headersFile(securityHeaders({ pages: editions.flatMap((edition) => edition.pages) }, scriptHashes)));
  return pages;
}

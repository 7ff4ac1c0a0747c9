// Every route's page and data written into dist/, then the files made from all of them: the shell's
// data, the sitemap (each page dated by when its data last changed), robots.txt and _headers.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { routesOf, type ExpandedSite } from "../../runtime/content/index.ts";
import type { RenderPage } from "../../runtime/data/index.ts";
import { headersFile, HEADERS_FILE } from "../../runtime/server/index.ts";
import { readBlockPreloads } from "./block-preloads.ts";
import { deferStart } from "./deferred-start.ts";
import type { FileWriter } from "./file-writer.ts";
import { indexedPageSource } from "./indexed-page-source.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
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

/** Renders and writes every page; returns how many. */
export async function prerender(validated: ExpandedSite, { client, dist, writer, renderPage, progress, today }: PrerenderOptions): Promise<number> {
  const site = await packGridPictures(validated, client);
  const preloads = await readBlockPreloads(client);
  const { template, startScript } = deferStart(await readFile(join(client, "index.html"), "utf8"));
  // Read before anything is written: the dates of the pages whose data stays the same.
  const lastmods = await previousLastmods(dist);
  const source = indexedPageSource(site);
  const origin = site.file.site.url;
  const routes = routesOf(site);
  const { write } = writer;
  // Every inline script of every page, so the Content-Security-Policy lets exactly these run.
  const scriptHashes = new Set<string>();
  await write(join(dist, "_data", "shell.json"), JSON.stringify(source.shell));
  let pages = 0;
  for (const route of routes) {
    const fallback = route.family === "fallback";
    // A fallback page is rendered for an address inside its prefix that no page has.
    const path = fallback ? `${route.path.replace(/\/?\*$/, "")}/__not_found__` : route.path;
    const rendered = await renderPage(source, path);
    const start = startScript(preloads.filesFor(rendered.data.page.blocks.map((block) => block.type)));
    const html = fillTemplate(template, { ...rendered, dataScript: `${rendered.dataScript}\n    ${start}` });
    for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
    await write(fallback ? fallbackHtmlPath(dist, route.path) : htmlPath(dist, route.path), html);
    await write(fallback ? fallbackDataPath(dist, route.path) : dataPath(dist, route.path), JSON.stringify(rendered.data));
    progress.update(++pages, routes.length);
  }
  // The writes have ended: the writer knows which data files changed.
  await writer.finish();
  const urls = sitemapRoutes(routes).map((route) => {
    const kept = writer.changed.has(dataPath(dist, route.path)) ? undefined : lastmods.get(route.canonical);
    return { loc: route.canonical, lastmod: kept ?? today };
  });
  for (const file of sitemapFiles(urls, origin)) await write(join(dist, file.name), file.content);
  await write(join(dist, "robots.txt"), robotsTxt(origin));
  await write(join(dist, HEADERS_FILE), headersFile(securityHeaders(site, scriptHashes)));
  return pages;
}

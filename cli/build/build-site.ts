// `pages build`: validate, bundle, then prerender every route into dist/ with its data, the
// fallback pages, sitemap.xml, robots.txt and _headers (the security headers for the host).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { routesOf } from "../../runtime/content/index.ts";
import { memoryPageSource } from "../../runtime/data/index.ts";
import type { ExpandedSite } from "../../runtime/content/index.ts";
import { cacheDir, headersFile, HEADERS_FILE, projectRoot } from "../../runtime/server/index.ts";
import { readBlockPreloads } from "./block-preloads.ts";
import { deferStart } from "./deferred-start.ts";
import { fileWriter } from "./file-writer.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { packGridPictures } from "./picture-sheets.ts";
import { dataPath, fallbackDataPath, fallbackHtmlPath, htmlPath } from "./output-paths.ts";
import { securityHeaders } from "./security-headers.ts";
import { robotsTxt, sitemapXml } from "./seo-files.ts";
import { buildClient, buildServerEntry } from "./vite-builds.ts";

export interface BuildReport {
  pages: number;
  ms: number;
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

export async function buildSite(validated: ExpandedSite, dist = join(projectRoot, "dist")): Promise<BuildReport> {
  const started = performance.now();
  const serverDir = join(cacheDir, "server");
  await buildClient(dist);
  // The client build has copied public/ into dist/, where the pictures are read from.
  const site = await packGridPictures(validated, dist);
  const preloads = await readBlockPreloads(dist);
  const { renderPage } = await buildServerEntry(serverDir);
  const { template, startScript } = deferStart(await readFile(join(dist, "index.html"), "utf8"));
  const source = memoryPageSource(site);
  const origin = site.file.site.url;
  const routes = routesOf(site);
  let pages = 0;
  // Every inline script of every page, so the Content-Security-Policy lets exactly these run.
  const scriptHashes = new Set<string>();
  const { write, finish } = fileWriter();
  await write(join(dist, "_data", "shell.json"), JSON.stringify(source.shell));
  for (const route of routes) {
    const fallback = route.family === "fallback";
    // A fallback page is rendered for an address inside its prefix that no page has.
    const path = fallback ? `${route.path.replace(/\/?\*$/, "")}/__not_found__` : route.path;
    const rendered = await renderPage(source, path);
    const start = startScript(preloads.filesFor(rendered.data.page.blocks.map((block) => block.type)));
    const html = fillTemplate(template, { ...rendered, dataScript: `${rendered.dataScript}\n    ${start}` });
    for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
    if (fallback) {
      await write(fallbackHtmlPath(dist, route.path), html);
      await write(fallbackDataPath(dist, route.path), JSON.stringify(rendered.data));
    } else {
      await write(htmlPath(dist, route.path), html);
      await write(dataPath(dist, route.path), JSON.stringify(rendered.data));
    }
    pages++;
  }
  await write(join(dist, "sitemap.xml"), sitemapXml(routes));
  await write(join(dist, "robots.txt"), robotsTxt(origin));
  await write(join(dist, HEADERS_FILE), headersFile(securityHeaders(site, scriptHashes)));
  await finish();
  return { pages, ms: performance.now() - started };
}

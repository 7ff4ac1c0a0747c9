// `pages build`: validate, bundle, then prerender every route into dist/ with its data, the
// fallback pages, sitemap.xml, robots.txt and _headers (the security headers for the host).
import { randomBytes } from "node:crypto";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { routesOf } from "../../runtime/content/index.ts";
import { memoryPageSource, type RenderPage } from "../../runtime/data/index.ts";
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

/**
 * Renders the site into dist with the prerender entry, which is built into a folder of this run's own
 * (removed at the end, whether the build succeeds or not): two builds at once on one checkout, into
 * different folders, each import their own entry instead of one emptied under the other.
 */
export async function buildSite(validated: ExpandedSite, dist = join(projectRoot, "dist")): Promise<BuildReport> {
  const started = performance.now();
  await removeAbandonedEntries();
  await buildClient(dist);
  const serverDir = join(cacheDir, `server-${process.pid}-${randomBytes(4).toString("hex")}`);
  try {
    const { renderPage } = await buildServerEntry(serverDir);
    const pages = await prerender(validated, dist, renderPage);
    return { pages, ms: performance.now() - started };
  } finally {
    await rm(serverDir, { recursive: true, force: true });
  }
}

/**
 * The prerender entries of builds that were stopped before their end (Ctrl+C), and the folder every
 * build shared before each had its own. No build runs for an hour, so an older one is no build's.
 */
async function removeAbandonedEntries(): Promise<void> {
  for (const name of await readdir(cacheDir).catch(() => [])) {
    if (name !== "server" && !name.startsWith("server-")) continue;
    const path = join(cacheDir, name);
    const changed = (await stat(path).catch(() => null))?.mtimeMs ?? Date.now();
    if (Date.now() - changed > 60 * 60_000) await rm(path, { recursive: true, force: true });
  }
}

/** Every route's page and data, the fallback pages, sitemap.xml, robots.txt and _headers; the number of pages. */
async function prerender(validated: ExpandedSite, dist: string, renderPage: RenderPage): Promise<number> {
  // The client build has copied public/ into dist/, where the pictures are read from.
  const site = await packGridPictures(validated, dist);
  const preloads = await readBlockPreloads(dist);
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
  return pages;
}

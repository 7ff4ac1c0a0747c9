// One language's pages rendered and written into dist/: its shell data, then each route's HTML and
// data. Run for the first language on the build's own thread, and for each other language in a
// render worker (render-worker.ts) when the machine has a core for it.
import { join } from "node:path";
import { pageAddress, routesOf, type ExpandedSite } from "../../runtime/foundation/content/index.ts";
import type { ResponsivePicture } from "../../runtime/foundation/index.ts";
import { shellUrl, type FontUrls, type RenderPage } from "../../runtime/data/index.ts";
import { aliasPage } from "./alias-page.ts";
import { blockPreloads, type Manifest } from "./block-preloads.ts";
import { deferStart } from "./deferred-start.ts";
import type { FileWriter } from "./file-writer.ts";
import { indexedPageSource } from "./indexed-page-source.ts";
import { drawsInline } from "./inline-drawings.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { dataPath, fallbackDataPath, fallbackHtmlPath, htmlPath } from "./output-paths.ts";

export interface EditionOptions {
  /** The browser build's page template (its index.html) and Vite's manifest of it (readManifest). */
  template: string;
  manifest: Manifest;
  dist: string;
  writer: FileWriter;
  renderPage: RenderPage;
  /** Each language's typeface by name, as written into dist/assets/ (language-fonts.ts). */
  fontUrls: FontUrls;
  /** The sizes made of the site's photos (responsive-pictures.ts), by their path in pages.json. */
  pictures: Record<string, ResponsivePicture>;
  /** The small drawings written into the pages that show them as their main picture (inline-drawings.ts). */
  drawings: Record<string, string>;
  /** Called after each page is written. */
  onPage: () => void;
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

/** The page template with the language and direction of an edition's pages. */
function inLanguageOf(template: string, language: ExpandedSite["language"]): string {
  return template.replace(/<html lang="[^"]*">/, `<html lang="${language.code}" dir="${language.dir}">`);
}

/** Renders and writes the edition's pages; returns how many, the hash of every inline script they have, and whether one shows a drawing written into it. */
export async function renderEdition(
  site: ExpandedSite,
  { template: viteTemplate, manifest, dist, writer, renderPage, fontUrls, pictures, drawings, onPage }: EditionOptions,
): Promise<{ pages: number; scriptHashes: Set<string>; drawsInline: boolean }> {
  const preloads = blockPreloads(manifest);
  const start = deferStart(viteTemplate);
  const { write } = writer;
  const scriptHashes = new Set<string>();
  let pages = 0;
  let drawn = false;
  const source = indexedPageSource(site, fontUrls, pictures, drawings);
  const template = inLanguageOf(start.template, site.language);
  await write(join(dist, shellUrl(site.language.prefix)), JSON.stringify(source.shell));
  for (const route of routesOf(site)) {
    const fallback = route.family === "fallback";
    // A fallback page is rendered for an address inside its prefix that no page has.
    // A page is rendered at its one address (/about/), the one the browser shows when it hydrates it.
    const path = fallback ? `${route.path.replace(/\/?\*$/, "")}/__not_found__` : pageAddress(route.path);
    const rendered = await renderPage(source, path);
    if (route.aliasOf !== null) {
      // An alias: a page that sends the visitor to its page (alias-page.ts); its data stays, for a
      // link in the site that names the alias.
      const title = /<title>([^<]*)<\/title>/.exec(rendered.head)?.[1] ?? "";
      const to = pageAddress(route.aliasOf);
      await write(htmlPath(dist, route.path), aliasPage({ language: site.language, to, canonical: route.canonical ?? to, title }));
      await write(dataPath(dist, route.path), JSON.stringify(rendered.data));
      pages++;
      onPage();
      continue;
    }
    const startScript = start.startScript(preloads.filesFor(rendered.data.page.blocks.map((block) => block.type)));
    const html = fillTemplate(template, { ...rendered, dataScript: `${rendered.dataScript}\n    ${startScript}` });
    for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
    drawn ||= drawsInline(html);
    await write(fallback ? fallbackHtmlPath(dist, route.path) : htmlPath(dist, route.path), html);
    await write(fallback ? fallbackDataPath(dist, route.path) : dataPath(dist, route.path), JSON.stringify(rendered.data));
    pages++;
    onPage();
  }
  return { pages, scriptHashes, drawsInline: drawn };
}

// The sitemap and robots.txt of the built site. The sitemap protocol allows 50,000 URLs and 50 MB
// (uncompressed) per file: a bigger site gets several sitemaps, sitemap-1.xml, sitemap-2.xml, ...,
// and sitemap.xml becomes their index, so robots.txt and the address given to search engines stay
// the same whatever the size. Each URL carries the date its content last changed (lastmod) where
// the build knows it: from the sitemap of the build before (cli/build/prerender.ts), never guessed.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { adminPrefix, builtFiles, sitemapPart, type RouteInfo } from "../../runtime/foundation/content/index.ts";
import { insideFolder } from "../../runtime/server/index.ts";

export interface SitemapUrl {
  /** The canonical address. */
  loc: string;
  /** YYYY-MM-DD: when the page's data last changed; left out when that is not known. */
  lastmod?: string;
  /** The same page in each language of the site (xhtml:link alternates), when it has several. */
  alternates?: readonly { hreflang: string; href: string }[];
}

export interface SitemapFile {
  /** The file's name in the site's top folder. */
  name: string;
  content: string;
}

/** What the protocol allows in one sitemap file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const sitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 };

const SITEMAP = builtFiles.sitemap;
const xmlStart = `<?xml version="1.0" encoding="UTF-8"?>\n`;
/** The start of a sitemap; one that lists the same page in other languages names the namespace of their links. */
const urlsetStart = (alternates: boolean) =>
  `${xmlStart}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${alternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ""}>\n`;
const urlsetEnd = "</urlset>\n";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/** Every canonical page, no aliases, no fallback pages. */
export function sitemapRoutes(routes: readonly RouteInfo[]): (RouteInfo & { canonical: string })[] {
  return routes.filter(
    (route): route is RouteInfo & { canonical: string } => route.aliasOf === null && route.canonical !== null && route.family !== "fallback",
  );
}

/**
 * sitemap.xml with every URL when they fit in one file; otherwise sitemap-1.xml, sitemap-2.xml, ...,
 * each as full as the limits allow, and sitemap.xml their index (each with the latest date of its URLs).
 */
export function sitemapFiles(urls: readonly SitemapUrl[], siteUrl: string, limits = sitemapLimits): SitemapFile[] {
  const start = urlsetStart(urls.some((url) => (url.alternates ?? []).length > 0));
  const frame = Buffer.byteLength(start) + Buffer.byteLength(urlsetEnd);
  const parts: { lines: string[]; lastmod: string | undefined }[] = [];
  let bytes = 0;
  for (const url of urls) {
    const alternates = (url.alternates ?? []).map(
      ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    const lastmod = url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : "";
    const line = `  <url><loc>${escapeXml(url.loc)}</loc>${lastmod}${alternates.join("")}</url>\n`;
    const size = Buffer.byteLength(line);
    const part = parts.at(-1);
    // A part takes at least one URL, however long: a smaller file could not hold it either.
    if (part && part.lines.length < limits.urls && bytes + size <= limits.bytes) {
      part.lines.push(line);
      if (url.lastmod && (!part.lastmod || url.lastmod > part.lastmod)) part.lastmod = url.lastmod;
      bytes += size;
    } else {
      parts.push({ lines: [line], lastmod: url.lastmod });
      bytes = frame + size;
    }
  }
  const urlset = (lines: readonly string[]) => `${start}${lines.join("")}${urlsetEnd}`;
  if (parts.length <= 1) return [{ name: SITEMAP, content: urlset(parts[0]?.lines ?? []) }];
  const files = parts.map((part, index) => ({ name: sitemapPart(index + 1), content: urlset(part.lines) }));
  const entries = files.map((file, index) => {
    const lastmod = parts[index]!.lastmod;
    return `  <sitemap><loc>${escapeXml(`${siteUrl}/${file.name}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>\n`;
  });
  const index = `${xmlStart}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("")}</sitemapindex>\n`;
  return [{ name: SITEMAP, content: index }, ...files];
}

/** The loc and lastmod of every <url> or <sitemap> in a sitemap file or index. */
function datedEntries(xml: string): { loc: string; lastmod: string | null }[] {
  return [...xml.matchAll(/<(url|sitemap)>([\s\S]*?)<\/\1>/g)].map(([, , inner = ""]) => ({
    loc: unescapeXml(/<loc>\s*([^<]*?)\s*<\/loc>/.exec(inner)?.[1] ?? ""),
    lastmod: /<lastmod>\s*(\d{4}-\d{2}-\d{2})[^<]*<\/lastmod>/.exec(inner)?.[1] ?? null,
  }));
}

/**
 * The dates the sitemap already in dist gives its URLs, by address (following an index to its
 * sitemaps): a page whose content has not changed since keeps its date. None when there is none.
 */
export async function previousLastmods(dist: string): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  const read = (path: string) => (insideFolder(path, dist) ? readFile(path, "utf8").catch(() => "") : Promise.resolve(""));
  const top = await read(join(dist, SITEMAP));
  const sitemaps = top.includes("<sitemapindex") ? datedEntries(top).map((entry) => entry.loc) : [];
  for (const xml of sitemaps.length ? await Promise.all(sitemaps.map((loc) => read(join(dist, URL.canParse(loc) ? new URL(loc).pathname : "")))) : [top]) {
    for (const { loc, lastmod } of datedEntries(xml)) if (lastmod) dates.set(loc, lastmod);
  }
  return dates;
}

export function robotsTxt(siteUrl: string): string {
  // The admin (pages serve's /admin) is behind a login and answers noindex; this keeps crawlers from asking.
  return `User-agent: *\nAllow: /\nDisallow: ${adminPrefix}/\n\nSitemap: ${siteUrl}/${SITEMAP}\n`;
}

// The addresses no page may have, because the built site, `pages serve`, the visual editor or the
// preview (`npm run dev`) answer them with something else: a page at /assets/price-list would be
// kept by browsers for a year like the build's fingerprinted files, one under /api/ would meet the
// lead endpoint instead, one at /_data/... would be taken for a page's data. The build and the
// servers take their own paths from here, and `pages validate` refuses a route, an alias or a
// family's address pattern under any of them (reserved-addresses.ts).

/** The folder of dist/ the build writes its scripts, styles, cut fonts and picture sheets into (Vite's build.assetsDir). */
export const assetsFolder = "assets";

/** Where each page's data is, in dist/ and on the preview (runtime/data/data-url.ts). */
export const dataPrefix = "/_data";

/** Where the preview serves a language's whole typeface; the build serves it cut to the site's letters, from /assets/. */
export const fontsPrefix = "/_fonts";

/** What a server of the site answers itself rather than from files: the lead endpoint is /api/leads. */
export const apiPrefix = "/api";

/** The file of dist/ that tells a static host which headers to send (runtime/server/headers-file.ts). */
export const HEADERS_FILE = "_headers";

/** The other files the build writes at the top of dist/, besides the pages' index.html files. */
export const builtFiles = {
  robots: "robots.txt",
  sitemap: "sitemap.xml",
  /** The page for unknown addresses; services/404.html for unknown services, and so on. */
  notFound: "404.html",
  index: "index.html",
} as const;

/** The name of one part of a sitemap too big for one file: sitemap-1.xml, sitemap-2.xml, ... */
export function sitemapPart(number: number): string {
  return `sitemap-${number}.xml`;
}

export interface ReservedPath {
  /** How an address relates to it, in words: "is under /assets/", "is /robots.txt", "starts with /@". */
  relation: string;
  /** What it is kept for, finishing "..., which is kept for ...". */
  keptFor: string;
  matches(path: string): boolean;
}

function folder(path: string, keptFor: string): ReservedPath {
  return { relation: `is under ${path}/`, keptFor, matches: (address) => address === path || address.startsWith(`${path}/`) };
}

function file(name: string, keptFor: string): ReservedPath {
  return { relation: `is /${name}`, keptFor, matches: (address) => address === `/${name}` };
}

function nameStart(start: string, keptFor: string): ReservedPath {
  return { relation: `starts with /${start}`, keptFor, matches: (address) => address.startsWith(`/${start}`) };
}

/**
 * Every reserved address. Vite's own paths (/@vite/client, /@fs/..., /@id/..., /@react-refresh,
 * /node_modules/..., /__open-in-editor) are answered by the preview before any page, so a page
 * there would show only in the built site. `/public/` is where the visual editor shows the
 * pictures of public/, and /admin/ is kept for the site's administration (issue 25), so that it can
 * come without taking an address a page already has.
 */
export const reservedPaths: readonly ReservedPath[] = [
  folder(`/${assetsFolder}`, "the site's scripts, styles and fonts (browsers keep them for a year)"),
  folder(dataPrefix, "the data of each page"),
  folder(apiPrefix, "the server that receives the forms (such as /api/leads)"),
  folder("/admin", "the site's administration"),
  folder(fontsPrefix, "the typefaces the preview (npm run dev) serves"),
  folder("/public", "the pictures the visual editor (pages edit) shows"),
  folder("/.well-known", "files other services look for, such as security.txt"),
  folder("/node_modules", "the code libraries the preview (npm run dev) serves"),
  nameStart("@", "the preview's own files (npm run dev), such as /@vite/client"),
  nameStart("__", "the preview's own answers (npm run dev), such as /__open-in-editor"),
  file(HEADERS_FILE, "the headers a static host sends with every page"),
  file(builtFiles.robots, "the instructions to search engines"),
  file(builtFiles.sitemap, "the list of pages for search engines"),
  {
    relation: `is named like a part of the sitemap (/${sitemapPart(1)}, /${sitemapPart(2)}, ...)`,
    keptFor: "the list of pages for search engines",
    matches: (address) => /^\/sitemap-\d+\.xml$/.test(address),
  },
  file(builtFiles.notFound, "the page for addresses that do not exist"),
  file(builtFiles.index, "the home page"),
];

/** The reserved path an address of the site is at or under, if any. */
export function reservedPathOf(path: string): ReservedPath | undefined {
  return reservedPaths.find((reserved) => reserved.matches(path));
}

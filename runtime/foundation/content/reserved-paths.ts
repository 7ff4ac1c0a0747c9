// The addresses no page may have, because the built site, `pages serve`, the visual editor or the
// preview (`npm run dev`) answer them with something else: a page at /assets/price-list would be
// kept by browsers for a year like the build's fingerprinted files, one under /api/ would meet the
// lead endpoint instead, one at /_data/... would be taken for a page's data. The build and the
// servers take their own paths from here, and `pages validate` refuses a route, an alias or a
// family's address pattern under any of them (checks/reserved-address.ts).

/** The folder of dist/ the build writes its scripts, styles, cut fonts and picture sheets into (Vite's build.assetsDir). */
export const assetsFolder = "assets";

/** Where each page's data is, in dist/ and on the preview (runtime/data/data-url.ts). */
export const dataPrefix = "/_data";

/** Where the preview serves a language's whole typeface; the build serves it cut to the site's letters, from /assets/. */
export const fontsPrefix = "/_fonts";

/** What a server of the site answers itself rather than from files: the lead endpoint is /api/leads. */
export const apiPrefix = "/api";

/** The company's administration (the lead inbox, behind a login), which `pages serve` answers. */
export const adminPrefix = "/admin";

/** The file of dist/ that tells a static host which headers to send (runtime/server/headers-file.ts). */
export const HEADERS_FILE = "_headers";

/** The file of dist/ that tells a static host which addresses to redirect (runtime/server/redirects-file.ts). */
export const REDIRECTS_FILE = "_redirects";

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

/**
 * How a reserved path matches an address: a folder (/assets and all under it), a file (/robots.txt),
 * the start of a name (/@ for /@vite/client), or the parts of a sitemap too big for one file.
 */
type Kind = "folder" | "file" | "start" | "sitemap-parts";

interface Entry {
  kind: Kind;
  path: string;
  /** What it is kept for, finishing "..., which is kept for ...". */
  keptFor: string;
}

export interface ReservedPath {
  /** How an address relates to it, in words: "is under /assets/", "is /robots.txt", "starts with /@". */
  relation: string;
  keptFor: string;
}

/**
 * Every reserved address, as plain data (so the browser's bundle, which takes dataPrefix from here,
 * leaves the list out). Vite's own paths (/@vite/client, /@fs/..., /@id/..., /@react-refresh,
 * /node_modules/..., /__open-in-editor) are answered by the preview before any page, so a page there
 * would show only in the built site. `/public/` is where the visual editor shows the pictures of
 * public/, and /admin/ is kept for the site's administration (issue 25), so that it can come
 * without taking an address a page already has.
 */
const entries: readonly Entry[] = [
  { kind: "folder", path: `/${assetsFolder}`, keptFor: "the site's scripts, styles and fonts (browsers keep them for a year)" },
  { kind: "folder", path: dataPrefix, keptFor: "the data of each page" },
  { kind: "folder", path: apiPrefix, keptFor: "the server that receives the forms (such as /api/leads)" },
  { kind: "folder", path: adminPrefix, keptFor: "the site's administration" },
  { kind: "folder", path: fontsPrefix, keptFor: "the typefaces the preview (npm run dev) serves" },
  { kind: "folder", path: "/public", keptFor: "the pictures the visual editor (pages edit) shows" },
  { kind: "folder", path: "/.well-known", keptFor: "files other services look for, such as security.txt" },
  { kind: "folder", path: "/node_modules", keptFor: "the code libraries the preview (npm run dev) serves" },
  { kind: "start", path: "/@", keptFor: "the preview's own files (npm run dev), such as /@vite/client" },
  { kind: "start", path: "/__", keptFor: "the preview's own answers (npm run dev), such as /__open-in-editor" },
  { kind: "file", path: `/${HEADERS_FILE}`, keptFor: "the headers a static host sends with every page" },
  { kind: "file", path: `/${REDIRECTS_FILE}`, keptFor: "the old addresses a static host sends on to their pages" },
  { kind: "file", path: `/${builtFiles.robots}`, keptFor: "the instructions to search engines" },
  { kind: "file", path: `/${builtFiles.sitemap}`, keptFor: "the list of pages for search engines" },
  { kind: "sitemap-parts", path: "/sitemap-<number>.xml", keptFor: "the list of pages for search engines" },
  { kind: "file", path: `/${builtFiles.notFound}`, keptFor: "the page for addresses that do not exist" },
  { kind: "file", path: `/${builtFiles.index}`, keptFor: "the home page" },
];

function matches({ kind, path }: Entry, address: string): boolean {
  if (kind === "folder") return address === path || address.startsWith(`${path}/`);
  if (kind === "start") return address.startsWith(path);
  if (kind === "file") return address === path;
  return /^\/sitemap-\d+\.xml$/.test(address);
}

function relation({ kind, path }: Entry): string {
  if (kind === "folder") return `is under ${path}/`;
  if (kind === "start") return `starts with ${path}`;
  if (kind === "file") return `is ${path}`;
  return `is named like a part of the sitemap (/${sitemapPart(1)}, /${sitemapPart(2)}, ...)`;
}

/** The reserved path an address of the site is at or under, if any, in words. */
export function reservedPathOf(address: string): ReservedPath | undefined {
  const entry = entries.find((candidate) => matches(candidate, address));
  return entry && { relation: relation(entry), keptFor: entry.keptFor };
}

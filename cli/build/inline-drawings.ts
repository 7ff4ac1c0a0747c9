// The small SVG drawings of public/ a page may show as its main picture (a city's hero), written
// into the page's HTML as data: addresses (runtime/foundation/ui/picture.tsx draws them so).
//
// A page's main picture is what its largest paint waits for. As a file of its own it is asked for
// once the HTML names it, on a connection of its own when the page's is still busy: on a phone's
// connection one more round trip or two. Lighthouse's phone painted /pakistan-cargo-to-lahore's
// hero at 903-915 ms in 5 of 6 loads (English and Urdu) as a file, and at 702-798 ms in all 6
// drawn from the HTML (the 2-core machine, 3 loads of each page each way). A drawing of a few KB
// costs less than that round trip; a larger one, or a photo, stays a file the browser can keep
// for the next page. Only the server's render draws them so (the page's data does not carry them:
// the browser keeps what the HTML drew when it hydrates, and a page reached by a link in the app
// fetches its picture by its address).
//
// Only drawings that need nothing else: a drawing linking to another file (a picture, a style
// sheet) would look for it beside the data: address, where there is none.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ExpandedSite } from "../../runtime/foundation/content/index.ts";
import { insideFolder } from "../../runtime/server/index.ts";
import { picturePathsOfPages } from "./responsive-pictures.ts";

/** The largest drawing written into a page: 8 KB of SVG is some 3 KB once the page is compressed. */
export const inlineDrawingLimit = 8 * 1024;

const svgPath = /^\/[^?#]*\.svg$/i;
const addressPrefix = "data:image/svg+xml,";
const linksElsewhere = /<image[\s>]|@import|\bhref\s*=\s*["'](?!#)|url\(\s*["']?(?!#)/i;

/**
 * A drawing as a data: address: percent-encoded where a URL needs it, the characters an SVG is
 * mostly made of (spaces, =, :, /, commas) left as they are, so it is little longer than the file.
 */
export function drawingAddress(svg: string): string {
  const text = svg.trim().replace(/\s+/g, " ");
  const encoded = encodeURIComponent(text).replace(/%(20|3D|3A|2F|2C|3B)/g, (_, code: string) => String.fromCharCode(parseInt(code, 16)));
  return `${addressPrefix}${encoded}`;
}

/** Whether a page's HTML shows a drawing written into it: the site's policy then lets pictures come from data: addresses. */
export function drawsInline(html: string): boolean {
  return html.includes(`<img src="${addressPrefix}`);
}

/** The data: address of each drawing the pages name that is small and whole enough to be written into a page. */
export async function inlineDrawings(editions: readonly ExpandedSite[], publicDir: string): Promise<Record<string, string>> {
  const drawings: Record<string, string> = {};
  for (const path of picturePathsOfPages(editions, svgPath)) {
    const file = join(publicDir, path);
    // Validate refuses a path with .. parts; even so, nothing outside the site is ever read.
    if (!insideFolder(file, publicDir)) continue;
    const bytes = await readFile(file).catch(() => null);
    if (!bytes || bytes.length > inlineDrawingLimit) continue;
    const svg = bytes.toString("utf8");
    if (!/<svg[\s>]/i.test(svg) || linksElsewhere.test(svg)) continue;
    drawings[path] = drawingAddress(svg);
  }
  return drawings;
}

// The SVG pictures of an image grid, served as one file.
//
// A browser makes every SVG picture a document of its own: it parses it, styles it and lays it out
// on the main thread, separately for each file. The home page's grid shows 16 of them at once, and
// on a phone those 16 documents were the longest tasks left in the page's start. So the build
// draws the pictures of each grid into one sheet, dist/assets/pictures-<hash>.svg, with a <view>
// per picture, and the grid shows `pictures-<hash>.svg#p3` instead of `/images/grid/03.svg`: one
// request and one document instead of 16. pages.json and public/ keep the pictures as separate
// files; the dev server shows them as they are.
//
// Only drawings that stay the same inside a sheet are taken: no <style> (its rules would reach the
// other pictures), no script, no document type, and no link to another file (it would be looked up
// beside the sheet instead of beside the picture). Their ids get a prefix of their own, so two
// pictures that both define `#shadow` keep their own. Anything else stays a file of its own.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { metaOf } from "../../blocks/meta.ts";
import { assetsFolder, type ExpandedSite, type ResolvedBlock } from "../../runtime/foundation/content/index.ts";
import { fingerprintedName, insideFolder } from "../../runtime/server/index.ts";

/** A picture ready to go into a sheet. */
export interface Drawing {
  width: number;
  height: number;
  /** The root's viewBox, or one made from its size. */
  viewBox: string;
  preserveAspectRatio: string | null;
  /** The root's other attributes (fill, stroke and the like, which its drawing inherits). */
  inherited: string;
  /** What was inside the root <svg>, ids not yet prefixed. */
  body: string;
}

const refused = /<!DOCTYPE|<!ENTITY|<\?xml-stylesheet|<style[\s>]|<script[\s>]|<foreignObject[\s>]|<image[\s>]|@import/i;

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`).exec(tag)?.[2] ?? null;
}

/** Root attributes a sheet sets itself, or that mean nothing inside an <img>. */
const rootOnly = /^(xmlns(:.*)?|version|width|height|x|y|viewBox|preserveAspectRatio|id|role|aria-.*|focusable|tabindex)$/i;

function inheritedAttributes(tag: string): string {
  return [...tag.matchAll(/([^\s=]+)\s*=\s*(["'])(.*?)\2/g)]
    .filter(([, name]) => !rootOnly.test(name!))
    .map(([whole]) => ` ${whole}`)
    .join("");
}

function length(value: string | null): number | null {
  const match = value === null ? null : /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : null;
}

/** The drawing in an SVG file, or null when it cannot go into a sheet unchanged. */
export function readDrawing(text: string): Drawing | null {
  const cleaned = text
    .replace(/^\uFEFF/, "")
    .replace(/<\?xml[^?]*\?>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .trim();
  if (refused.test(cleaned)) return null;
  // Every link (href, url()) must point inside the picture itself.
  if (/href\s*=\s*["']\s*[^#\s"']|url\(\s*["']?\s*[^#\s"')]/.test(cleaned)) return null;
  const root = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/.exec(cleaned);
  if (!root) return null;
  const tag = root[1]!;
  const body = root[2]!;
  const viewBox = attribute(tag, "viewBox");
  const box = viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  let width = length(attribute(tag, "width"));
  let height = length(attribute(tag, "height"));
  if (box && box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) {
    width ??= box[2]!;
    height ??= box[3]!;
  } else if (viewBox !== null || width === null || height === null) {
    return null;
  }
  return {
    width,
    height,
    viewBox: viewBox ?? `0 0 ${width} ${height}`,
    preserveAspectRatio: attribute(tag, "preserveAspectRatio"),
    inherited: inheritedAttributes(tag),
    body: body.replace(/<title\b[\s\S]*?<\/title>|<desc\b[\s\S]*?<\/desc>/g, "").trim(),
  };
}

/** The body with every id, and every reference to one, given the prefix. */
function prefixIds(body: string, prefix: string): string {
  return body
    .replace(/(\sid\s*=\s*)(["'])(.*?)\2/g, (_, start: string, quote: string, id: string) => `${start}${quote}${prefix}${id}${quote}`)
    .replace(/(href\s*=\s*)(["'])#(.*?)\2/g, (_, start: string, quote: string, id: string) => `${start}${quote}#${prefix}${id}${quote}`)
    .replace(/url\(\s*(["']?)#([^)"']+)\1\s*\)/g, (_, quote: string, id: string) => `url(${quote}#${prefix}${id}${quote})`);
}

/** One sheet with a view per drawing (all of one size), stacked top to bottom. */
export function drawSheet(drawings: readonly Drawing[]): string {
  const { width, height } = drawings[0]!;
  const parts = drawings.map((drawing, index) => {
    const y = index * height;
    const fit = drawing.preserveAspectRatio === null ? "" : ` preserveAspectRatio="${drawing.preserveAspectRatio}"`;
    return (
      `<view id="p${index + 1}" viewBox="0 ${y} ${width} ${height}"/>` +
      `<svg y="${y}" width="${width}" height="${height}" viewBox="${drawing.viewBox}"${fit}${drawing.inherited}>${prefixIds(drawing.body, `p${index + 1}-`)}</svg>`
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${parts.join("\n")}\n</svg>\n`;
}

/**
 * Writes the sheets for the pictures of one grid into dist/assets and returns where each picture
 * is now, by its old address. Pictures of another size than the grid's first SVG, and pictures
 * that cannot go into a sheet, are left out and keep their address.
 */
async function sheetFor(sources: readonly string[], dist: string): Promise<Map<string, string>> {
  const unique = [...new Set(sources.filter((source) => source.toLowerCase().endsWith(".svg")))];
  const drawings: { source: string; drawing: Drawing }[] = [];
  for (const source of unique) {
    // Validate refuses a path with .. parts; even so, nothing outside the site is ever read into it.
    const path = join(dist, source);
    if (!insideFolder(path, dist)) continue;
    const text = await readFile(path, "utf8").catch(() => null);
    const drawing = text === null ? null : readDrawing(text);
    if (drawing) drawings.push({ source, drawing });
  }
  const first = drawings[0]?.drawing;
  const sameSize = drawings.filter(({ drawing }) => drawing.width === first?.width && drawing.height === first.height);
  const moved = new Map<string, string>();
  if (sameSize.length < 2) return moved;
  const sheet = drawSheet(sameSize.map(({ drawing }) => drawing));
  const name = fingerprintedName("pictures", sheet, "svg");
  await mkdir(join(dist, assetsFolder), { recursive: true });
  await writeFile(join(dist, assetsFolder, name), sheet);
  sameSize.forEach(({ source }, index) => moved.set(source, `/${assetsFolder}/${name}#p${index + 1}`));
  return moved;
}

/** The site with the pictures of every block that shows them all at once (an image grid) drawn from a sheet written into dist/assets. */
export async function packGridPictures(site: ExpandedSite, dist: string): Promise<ExpandedSite> {
  const sheets = new Map<string, Promise<Map<string, string>>>();
  const repack = async (block: ResolvedBlock): Promise<ResolvedBlock> => {
    const sheet = metaOf(block)?.pictureSheet;
    if (!sheet) return block;
    const sources = sheet.pictures(block);
    const key = sources.join("\n");
    if (!sheets.has(key)) sheets.set(key, sheetFor(sources, dist));
    const moved = await sheets.get(key)!;
    if (moved.size === 0) return block;
    return sheet.withPictures(
      block,
      sources.map((source) => moved.get(source) ?? source),
    );
  };
  const pages = await Promise.all(
    site.pages.map(async (page) => {
      if (!page.blocks.some((block) => metaOf(block)?.pictureSheet)) return page;
      return { ...page, blocks: await Promise.all(page.blocks.map(repack)) };
    }),
  );
  return { ...site, pages };
}

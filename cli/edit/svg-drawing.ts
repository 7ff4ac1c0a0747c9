// The site's pictures are SVG, and an SVG served on the editor's origin could run script there. So
// the editor never serves one: it draws it into a PNG with sharp (libvips, which reads SVG with
// librsvg), and serves that. librsvg runs no script and loads no network address; given the bytes
// with no file name, it has no folder to resolve a reference against either, so an SVG that names
// another file (../../pages.json, file:///etc/passwd) or a server draws without it.
//
// Drawn at the size the picture declares (its width and height, or its viewBox), within a pixel
// budget: the size the site's design gives it, larger than the preview (two fifths of the screen)
// or the picker's thumbnails show it, so it stays sharp there, at a quarter of the pixels (and of
// the drawing time) of a double-size drawing. Each drawing is kept by the hash of the file's bytes,
// in memory and in .pages-cache/, so a picture is drawn once until it changes, whichever editor asks.
import { createHash } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { writeFileWholeAsync } from "../../runtime/server/index.ts";

/** The most pixels a drawing may have: the site's largest pictures, 1200 x 630, have 0.8 million. */
export const MAX_DRAWN_PIXELS = 8_000_000;
/** A drawing that takes longer than this is given up (an SVG of a million filtered shapes). */
const DRAWING_TIMEOUT_SECONDS = 10;
/** What the drawings kept in memory may weigh together. */
const MEMORY_BUDGET_BYTES = 64 * 1024 * 1024;
// Part of the cache key: a change to how pictures are drawn is a new key.
const RECIPE = "png-1x-v1";
const CSS_PIXELS_PER_INCH = 72;

/** Draws the SVG in `svg` as a PNG, or null when it is not an SVG sharp can draw within the limits. */
async function draw(svg: Buffer): Promise<Buffer | null> {
  try {
    // The size the picture declares, at one pixel per CSS pixel.
    const { format, width, height } = await sharp(svg, { density: CSS_PIXELS_PER_INCH, limitInputPixels: false }).metadata();
    if (format !== "svg" || !width || !height) return null;
    const scale = Math.min(1, Math.sqrt(MAX_DRAWN_PIXELS / (width * height)));
    const density = Math.max(1, CSS_PIXELS_PER_INCH * scale);
    return await sharp(svg, { density, limitInputPixels: MAX_DRAWN_PIXELS }).timeout({ seconds: DRAWING_TIMEOUT_SECONDS }).png().toBuffer();
  } catch {
    // Not well-formed, too large, too slow: the picture shows as missing, as a broken file would.
    return null;
  }
}

export interface SvgDrawings {
  /** The PNG for an SVG's bytes, or null when it cannot be drawn. */
  pngOf(svg: Buffer): Promise<Buffer | null>;
}

export function svgDrawings(cacheFolder: string): SvgDrawings {
  // Drawings under way, so two requests for one picture draw it once; and drawings done, oldest first.
  const drawing = new Map<string, Promise<Buffer | null>>();
  const done = new Map<string, Buffer | null>();
  let weight = 0;
  const keep = (key: string, png: Buffer | null) => {
    done.set(key, png);
    weight += png?.length ?? 0;
    // The oldest go first once the budget is spent; the disk still has them.
    for (const [oldKey, old] of done) {
      if (weight <= MEMORY_BUDGET_BYTES) break;
      done.delete(oldKey);
      weight -= old?.length ?? 0;
    }
  };
  const fromDiskOrDrawn = async (key: string, svg: Buffer): Promise<Buffer | null> => {
    const file = join(cacheFolder, `${key}.png`);
    const kept = await readFile(file).catch(() => null);
    if (kept) return kept;
    const png = await draw(svg);
    if (png) {
      // Written whole, so another editor never reads half a drawing; one not kept is drawn again.
      await mkdir(cacheFolder, { recursive: true })
        .then(() => writeFileWholeAsync(file, png))
        .catch(() => {});
    }
    return png;
  };
  return {
    async pngOf(svg) {
      const key = createHash("sha256").update(RECIPE).update("\0").update(svg).digest("hex");
      if (done.has(key)) return done.get(key)!;
      let pending = drawing.get(key);
      if (!pending) {
        pending = fromDiskOrDrawn(key, svg).finally(() => drawing.delete(key));
        drawing.set(key, pending);
        const png = await pending;
        keep(key, png);
        return png;
      }
      return pending;
    },
  };
}

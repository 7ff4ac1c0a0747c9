// The photos the pages show (JPEG, PNG and WebP pictures of public/ named by their blocks), made
// into the sizes a <picture> offers (runtime/foundation/ui/picture.tsx): AVIF and WebP at a few
// widths, never wider than the original, and the largest width in the original's format for a
// browser that takes neither. A 4000x3000 phone photo is 2 to 5 MB; at the hero's width on a phone
// it is some 30 KB of AVIF. SVG drawings are left as they are (and the grid's go into a sheet:
// picture-sheets.ts). Each file is written into dist/assets/ under a name made from its bytes.
//
// Making them takes sharp a second or more per photo (AVIF is slow to encode), so what a photo
// made is kept in .pages-cache/pictures/, keyed by the photo's bytes and the settings below: a
// rebuild reads them back instead, and a photo replaced by another of the same name is made again.
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, extname, join } from "node:path";
import sharp from "sharp";
import { assetsFolder, walkStrings, type ExpandedSite } from "../../runtime/foundation/content/index.ts";
import type { ResponsivePicture } from "../../runtime/foundation/index.ts";
import { cacheDir, fingerprintedName, insideFolder } from "../../runtime/server/index.ts";
import type { FileWriter } from "./file-writer.ts";

/**
 * The widths made (at most the original's): a phone's screen at 1x to 3x, the hero beside its text
 * on a laptop at 1x and 2x. Changing any setting here makes every photo again (they key the cache).
 */
export const pictureSettings = {
  widths: [480, 800, 1200, 1600],
  // Effort 2 encodes a 1600 px AVIF in a fifth of the time of the default 4, for some 5% more bytes.
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9 },
  version: 1,
} as const;

const rasterPath = /^\/[^?#]*\.(?:jpe?g|png|webp)$/i;

/** What one photo made, as kept in the cache: the files by name, and the table entry naming them. */
interface Made {
  picture: ResponsivePicture;
  files: string[];
}

/** Every path matching `pattern` that a block of a page names: the pictures the build prepares (photos here, drawings in inline-drawings.ts). */
export function picturePathsOfPages(editions: readonly ExpandedSite[], pattern: RegExp): string[] {
  const found = new Set<string>();
  for (const edition of editions) {
    for (const page of edition.pages) {
      walkStrings(page.blocks, "", (text) => {
        if (pattern.test(text)) found.add(text);
      });
    }
  }
  return [...found].sort();
}

/** Every path of a JPEG, PNG or WebP picture that a block of a page names. */
export const photosOfPages = (editions: readonly ExpandedSite[]): string[] => picturePathsOfPages(editions, rasterPath);

const key = (bytes: Uint8Array) => createHash("sha256").update(bytes).update(JSON.stringify(pictureSettings)).digest("hex").slice(0, 24);

/** The widths to make of a picture this wide: those of the settings below it, and its own (or the largest setting). */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, pictureSettings.widths.at(-1)!);
  return [...pictureSettings.widths.filter((each) => each < largest), largest];
}

/** Makes the sizes of one photo into folder; its table entry names the files by their address in the site. */
async function make(path: string, bytes: Uint8Array, folder: string): Promise<Made | null> {
  const image = sharp(bytes, { autoOrient: true });
  const meta = await image.metadata().catch(() => null);
  if (!meta || !["jpeg", "png", "webp"].includes(meta.format ?? "")) return null;
  const width = meta.autoOrient.width;
  const height = meta.autoOrient.height;
  const stem = basename(path, extname(path)).replace(/[^A-Za-z0-9_-]/g, "-");
  const widths = widthsFor(width);
  const largest = widths.at(-1)!;
  const files: string[] = [];
  const save = async (size: number, format: "avif" | "webp" | "jpeg" | "png"): Promise<string> => {
    const resized = image.clone().resize({ width: size, withoutEnlargement: true });
    const encoded = await (
      format === "avif"
        ? resized.avif(pictureSettings.avif)
        : format === "webp"
          ? resized.webp(pictureSettings.webp)
          : format === "jpeg"
            ? resized.jpeg(pictureSettings.jpeg)
            : resized.png(pictureSettings.png)
    ).toBuffer();
    const name = fingerprintedName(`${stem}-${size}`, encoded, format === "jpeg" ? "jpg" : format);
    await writeFile(join(folder, name), encoded);
    files.push(name);
    return `/${assetsFolder}/${name}`;
  };
  const srcset = async (format: "avif" | "webp") => {
    const urls = await Promise.all(widths.map((size) => save(size, format)));
    return urls.map((url, index) => `${url} ${widths[index]}w`).join(", ");
  };
  // One format at a time: sharp already spreads each encode over the cores.
  const avif = await srcset("avif");
  const webp = await srcset("webp");
  const src = await save(largest, meta.format as "jpeg" | "png" | "webp");
  return {
    picture: {
      width: largest,
      height: Math.round((height * largest) / width),
      src,
      sources: [
        { type: "image/avif", srcset: avif },
        { type: "image/webp", srcset: webp },
      ],
    },
    files,
  };
}

/** A photo's sizes: the table entry, and each file's bytes by its name. */
interface Sizes {
  made: Made;
  files: ReadonlyMap<string, Buffer>;
  /** Whether the set was the cache's, whole, rather than made now. */
  fromCache: boolean;
}

/** The files of a set, read whole; null when one of them is gone (a set emptied meanwhile). */
async function readSet(folder: string, names: readonly string[]): Promise<Map<string, Buffer> | null> {
  try {
    return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))] as const)));
  } catch {
    return null;
  }
}

/**
 * The sizes of one photo: from the cache when it holds them, else made and kept there. Null for a
 * file sharp cannot read. The files are read here, from the set found or the one just made, so that
 * what another build does to the cache meanwhile (replacing a set it found missing files) never
 * takes a file from under this one.
 */
async function cachedSizes(path: string, bytes: Uint8Array): Promise<Sizes | null> {
  const folder = join(cacheDir, "pictures", key(bytes));
  const index = join(folder, "made.json");
  /** What the cache holds for this photo, when it holds all of it; a damaged index is none (made again). */
  const kept = async (): Promise<Made | null> => {
    // The cache's own file, written below: read as such, and checked for the one list used here.
    const made = await readFile(index, "utf8")
      .then((text) => JSON.parse(text) as Partial<Made> | null)
      .catch(() => null);
    if (typeof made?.picture !== "object" || !Array.isArray(made.files)) return null;
    return made.files.every((name) => typeof name === "string" && existsSync(join(folder, name))) ? (made as Made) : null;
  };
  const found = await kept();
  const foundFiles = found && (await readSet(folder, found.files));
  if (found && foundFiles) return { made: found, files: foundFiles, fromCache: true };
  // Made in a folder of this run's own, then renamed into place: a build stopped halfway, or
  // another build making the same photo, leaves no half a set.
  const temporary = `${folder}.${randomBytes(4).toString("hex")}.tmp`;
  await mkdir(temporary, { recursive: true });
  try {
    const made = await make(path, bytes, temporary);
    if (!made) return null;
    const files = await readSet(temporary, made.files);
    if (!files) throw new Error(`The sizes of ${path} were made but could not be read back from ${temporary}.`);
    await writeFile(join(temporary, "made.json"), JSON.stringify(made));
    // Another build's whole set is left as it is; a set missing files (emptied by hand), or one found
    // here but not read whole, is replaced.
    if (found || !(await kept())) {
      await rm(folder, { recursive: true, force: true });
      // Another build may put its set there first: it is as good as this one.
      await rename(temporary, folder).catch(async (error: unknown) => {
        if (!(await kept())) throw error;
      });
    }
    return { made, files, fromCache: false };
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
}

export interface PictureReport {
  /** The photos' sizes, by their path in pages.json: what the pages' data carries. */
  pictures: Record<string, ResponsivePicture>;
  /** How many photos were made now, and how many came from the cache. */
  made: number;
  cached: number;
}

/** Makes (or reads from the cache) the sizes of every photo the pages show and writes them into dist/assets/. */
export async function writeResponsivePictures(editions: readonly ExpandedSite[], publicDir: string, dist: string, writer: FileWriter): Promise<PictureReport> {
  const report: PictureReport = { pictures: {}, made: 0, cached: 0 };
  for (const path of photosOfPages(editions)) {
    const file = join(publicDir, path);
    // Validate refuses a path with .. parts; even so, nothing outside the site is ever read.
    if (!insideFolder(file, publicDir)) continue;
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) continue;
    const sizes = await cachedSizes(path, bytes);
    if (!sizes) continue;
    report[sizes.fromCache ? "cached" : "made"]++;
    for (const [name, content] of sizes.files) await writer.write(join(dist, assetsFolder, name), content);
    report.pictures[path] = sizes.made.picture;
  }
  return report;
}

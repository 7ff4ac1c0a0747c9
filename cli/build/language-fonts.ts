// The typeface of each language that has one (its script's, runtime/foundation/theme/font-faces.ts), cut down to the
// letters that language's pages use, written into dist/assets/ under a name made from its bytes
// (runtime/server/fingerprint.ts), so browsers may keep it for a year.
// Nastaliq is a large font (156 KB for the Arabic-script letters); the site's letters come to less,
// and a reader downloads it only on the pages of its language. The cut is quick (0.1 s); packing it
// as WOFF2 is not (2.6 s for the shipped Urdu, on the 2-core machine), so each packed font is kept in
// .pages-cache/ by the cut it packs: a text that adds only letters the font does not have (an English
// word on an Urdu page, a new city written in English) gives the same cut, and nothing is packed again.
// Which cut a font and its letters gave is kept too (by the font, the letters and the cutter's own
// code), so a build whose letters are those of an earlier one cuts nothing (0.14 s of the 0.9 s of a
// build of the shipped site whose bundles are cached).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { assetsFolder, walkStrings, type ExpandedSite } from "../../runtime/foundation/content/index.ts";
import type { FontUrls } from "../../runtime/data/index.ts";
import { cacheDir, fingerprintedName, fontFile, fontOf, writeFileWhole } from "../../runtime/server/index.ts";
import type { FileWriter } from "./file-writer.ts";

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Every character the pages of an edition can show: each text of its pages.json, in its language. */
export function lettersOf(edition: ExpandedSite): string {
  const letters = new Set<string>();
  walkStrings(edition.file, "", (text) => {
    for (const letter of text) letters.add(letter);
  });
  return [...letters].sort().join("");
}

/**
 * The hash of the code that cuts: subset-font and the harfbuzz it loads, as it finds them (a new
 * version may cut the same letters otherwise). Read once per process, however many fonts it cuts.
 */
let cutterHash: Promise<string> | undefined;
function hashOfCutter(): Promise<string> {
  cutterHash ??= (async () => {
    const subsetFontEntry = createRequire(import.meta.url).resolve("subset-font");
    const harfbuzz = createRequire(subsetFontEntry).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm");
    const [entry, wasm] = await Promise.all([readFile(subsetFontEntry), readFile(harfbuzz)]);
    return hashOf(entry) + hashOf(wasm);
  })();
  return cutterHash;
}

/** The font cut down to these letters, as WOFF2: the bytes subset-font's own WOFF2 output has. */
async function cutFont(font: Uint8Array, letters: string): Promise<Uint8Array> {
  const folder = join(cacheDir, "fonts");
  // The name of the packed cut these letters of this font gave before, kept beside it.
  const key = createHash("sha256")
    .update(await hashOfCutter())
    .update(font)
    .update("\0")
    .update(letters);
  const asked = join(folder, `${key.digest("hex").slice(0, 16)}.cut`);
  if (existsSync(asked)) {
    const earlier = join(folder, await readFile(asked, "utf8"));
    if (existsSync(earlier)) return readFile(earlier);
  }
  // Loaded only when there is a font to cut: the cutter is WebAssembly, compiled as it loads.
  const [{ default: subsetFont }, { compress }] = await Promise.all([import("subset-font"), import("wawoff2")]);
  const cut = await subsetFont(font, letters, { targetFormat: "sfnt" });
  const name = `${hashOf(cut).slice(0, 16)}.woff2`;
  const cached = join(folder, name);
  const packed = existsSync(cached) ? await readFile(cached) : await compress(cut);
  await mkdir(folder, { recursive: true });
  // A build stopped halfway leaves no half a font, nor a name for one.
  if (!existsSync(cached)) writeFileWhole(cached, packed);
  writeFileWhole(asked, name);
  return packed;
}

/** Writes the font of every edition that has one; returns where each is served from. */
export async function writeLanguageFonts(editions: readonly ExpandedSite[], dist: string, writer: FileWriter): Promise<FontUrls> {
  const urls: FontUrls = {};
  for (const edition of editions) {
    const id = fontOf(edition.language);
    if (!id || urls[id]) continue;
    const letters = editions
      .filter((other) => fontOf(other.language) === id)
      .map(lettersOf)
      .join("");
    const cut = await cutFont(await readFile(fontFile(id)), letters);
    const name = fingerprintedName(id, cut, "woff2");
    await writer.write(join(dist, assetsFolder, name), cut);
    urls[id] = `/${assetsFolder}/${name}`;
  }
  return urls;
}

// The typeface of each language that has one (its script's, runtime/foundation/theme/font-faces.ts), cut down to the
// letters that language's pages use, written into dist/assets/ under a name made from its bytes
// (runtime/server/fingerprint.ts), so browsers may keep it for a year.
// Nastaliq is a large font (156 KB for the Arabic-script letters); the site's letters come to less,
// and a reader downloads it only on the pages of its language. Cutting it takes a second or two,
// so each cut is kept in .pages-cache/ by what it was made from.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import subsetFont from "subset-font";
import { assetsFolder, walkStrings, type ExpandedSite } from "../../runtime/foundation/content/index.ts";
import type { FontUrls } from "../../runtime/data/index.ts";
import { cacheDir, fingerprintedName, fontFile, fontOf, writeFileWhole } from "../../runtime/server/index.ts";
import type { FileWriter } from "./file-writer.ts";

const hashOf = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
};

/** Every character the pages of an edition can show: each text of its pages.json, in its language. */
export function lettersOf(edition: ExpandedSite): string {
  const letters = new Set<string>();
  walkStrings(edition.file, "", (text) => {
    for (const letter of text) letters.add(letter);
  });
  return [...letters].sort().join("");
}

async function cutFont(font: Uint8Array, letters: string): Promise<Uint8Array> {
  const cached = join(cacheDir, "fonts", `${hashOf(font, letters).slice(0, 16)}.woff2`);
  if (existsSync(cached)) return readFile(cached);
  const cut = await subsetFont(font, letters, { targetFormat: "woff2" });
  await mkdir(join(cacheDir, "fonts"), { recursive: true });
  // A build stopped halfway leaves no half a font.
  writeFileWhole(cached, cut);
  return cut;
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

// The shipped pages.json grown to many cities, for tests of what must not grow with the site.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PagesFile } from "../../schema/index.ts";
import { mapWords } from "../foundation/content/index.ts";

/** The shipped pages.json, parsed afresh (callers may change it). */
export function shippedFile(): PagesFile {
  return JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "..", "pages.json"), "utf8")) as PagesFile;
}

/**
 * The shipped file with `count` destinations: the shipped cities, then numbered copies of them
 * ("Karachi 2", /pakistan-cargo-to-karachi-2) that are neither featured nor have aliases.
 */
export function withDestinations(count: number): PagesFile {
  const file = shippedFile();
  const originals = file.families.destinations.entries;
  file.families.destinations.entries = Array.from({ length: count }, (_, index) => {
    const original = originals[index % originals.length]!;
    if (index < originals.length) return original;
    const round = Math.floor(index / originals.length) + 1;
    const { aliases: _aliases, featured: _featured, ...copy } = original;
    return { ...copy, slug: `${original.slug}-${round}`, city: mapWords(original.city, (city) => `${city} ${round}`) };
  });
  return file;
}

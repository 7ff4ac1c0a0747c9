// The shipped pages.json grown to many cities, for tests of what must not grow with the site.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PagesFile } from "../../schema/index.ts";
import { englishOf, isTranslation, mapWords } from "../foundation/content/index.ts";

/** The shipped pages.json, parsed afresh (callers may change it). */
export function shippedFile(): PagesFile {
  return JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "..", "pages.json"), "utf8")) as PagesFile;
}

/** A value of pages.json with each translation replaced by its English, as it is written before anyone translates it. */
function inEnglishOnly<T>(value: T): T {
  if (isTranslation(value)) return englishOf(value) as T;
  if (Array.isArray(value)) return value.map(inEnglishOnly) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inEnglishOnly(item)])) as T;
}

/**
 * The shipped file with `count` destinations: the shipped cities, then numbered copies of them
 * ("Karachi 2", /pakistan-cargo-to-karachi-2) that are neither featured nor have aliases. With
 * `englishOnly`, the copies are written in English only (their city, description and areas are
 * plain strings), so every other language shows them in English: the site of a company that adds
 * cities faster than it translates them.
 */
export function withDestinations(count: number, { englishOnly = false }: { englishOnly?: boolean } = {}): PagesFile {
  const file = shippedFile();
  const originals = file.families.destinations.entries;
  file.families.destinations.entries = Array.from({ length: count }, (_, index) => {
    const original = originals[index % originals.length]!;
    if (index < originals.length) return original;
    const round = Math.floor(index / originals.length) + 1;
    const { aliases: _aliases, featured: _featured, ...copy } = original;
    const numbered = { ...copy, slug: `${original.slug}-${round}`, city: mapWords(original.city, (city) => `${city} ${round}`) };
    return englishOnly ? inEnglishOnly(numbered) : numbered;
  });
  return file;
}

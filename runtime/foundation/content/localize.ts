// A pages.json in one of its languages: every text given in several languages ({ "en": ..., "ur": ... })
// becomes that language's words, and every address on the site moves under the language's prefix
// (/contact -> /ur/contact). What comes out has the shape the site had before it spoke two languages,
// so expansion, the blocks and the lint read it as they always did. A text with no words in the
// language keeps its English (pages lint reports it: missing-translation), and the element that
// renders it marks it as English (runtime/foundation/fallback-marks.ts).
import type { FamilyName, PagesFile, Text, Translation } from "../../../schema/index.ts";
import { inLanguage, pageAddress, type Language, type LanguageCode } from "./languages.ts";
import { fieldsOfKind } from "./fields.ts";
import { pointerSegments } from "./source.ts";
import type { LocalizedFile } from "./types.ts";

/** A key of a translation that holds words: a language code (the schema's `languageCode`). */
export const isLanguageKey = (key: string): boolean => /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(key);

/** Whether a value of pages.json is a text given in several languages. */
export function isTranslation(value: unknown): value is Translation {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  if (typeof (value as { en?: unknown }).en !== "string") return false;
  return Object.keys(value).every((key) => key === "translatedFrom" || isLanguageKey(key));
}

/** The words of a text in a language, or null when the text has none in it (it shows the English). */
export function wordsIn(text: unknown, code: LanguageCode): string | null {
  if (typeof text === "string") return code === "en" ? text : null;
  if (!isTranslation(text) || code === "translatedFrom") return null;
  const words = text[code];
  return typeof words === "string" ? words : null;
}

/** The languages other than English a translation has words in, each with its words. */
export function translationsOf(text: Translation): [LanguageCode, string][] {
  return Object.entries(text).filter((entry): entry is [string, string] => entry[0] !== "en" && isLanguageKey(entry[0]) && typeof entry[1] === "string");
}

/** The fingerprint of the English a language's words were made from, if the text records one. */
export function translatedFromOf(text: Translation, code: LanguageCode): string | undefined {
  const from = text.translatedFrom;
  return from !== null && typeof from === "object" && typeof from[code] === "string" ? from[code] : undefined;
}

/** A text's English: the plain text, or the translation's en. */
export function englishOf(text: unknown): string {
  if (typeof text === "string") return text;
  return isTranslation(text) ? text.en : "";
}

const isSitePath = (value: string) => value.startsWith("/") && !value.startsWith("//");

/** Where the file's links are (the fields the schema declares links): each object or list holding one, with the keys it holds them under. */
function linkPlaces(file: PagesFile): Map<object, Set<string | number>> {
  const places = new Map<object, Set<string | number>>();
  for (const { parent, key } of fieldsOfKind(file, "link")) {
    if (!parent) continue;
    const keys = places.get(parent.value);
    if (keys) keys.add(key);
    else places.set(parent.value, new Set([key]));
  }
  return places;
}

type Json = Record<string, unknown>;

export function localizeFile(file: PagesFile, language: Language): LocalizedFile {
  const moved = (path: string) => (isSitePath(path) || path === "*" ? inLanguage(path, language) : path);
  // A link is written as the page's one address (/about/), whichever form the editor typed.
  const linked = (path: string) => (isSitePath(path) ? pageAddress(moved(path)) : moved(path));
  const links = linkPlaces(file);
  const visit = (value: unknown): unknown => {
    if (value === null || typeof value !== "object") return value;
    if (isTranslation(value)) return wordsIn(value, language.code) ?? englishOf(value);
    const here = links.get(value);
    if (Array.isArray(value)) {
      return (value as unknown[]).map((item, index) => (typeof item === "string" && here?.has(index) ? linked(item) : visit(item)));
    }
    const out: Json = {};
    for (const [name, item] of Object.entries(value)) out[name] = typeof item === "string" && here?.has(name) ? linked(item) : visit(item);
    return out;
  };
  const localized = visit(file) as { pages?: Json[]; families?: Record<string, { route?: unknown; entries?: Json[] }> };
  // The addresses of the pages themselves, as expansion reads them (expand.ts): each page's and each
  // family's route, and each entry's aliases. Moved from the file's own values, so an alias the
  // schema declares a link is not moved twice.
  for (const page of localized.pages ?? []) if (typeof page.route === "string") page.route = moved(page.route);
  for (const [name, family] of Object.entries(localized.families ?? {})) {
    if (typeof family.route === "string") family.route = moved(family.route);
    const entries: readonly object[] = file.families?.[name as FamilyName]?.entries ?? [];
    entries.forEach((entry, index) => {
      const aliases: unknown = Object.getOwnPropertyDescriptor(entry, "aliases")?.value;
      const target = family.entries?.[index];
      if (Array.isArray(aliases) && target) target.aliases = aliases.map((alias: unknown) => (typeof alias === "string" ? moved(alias) : alias));
    });
  }
  return localized as unknown as LocalizedFile;
}

/**
 * Where a text of the file in one language is written in pages.json: a pointer into the localized
 * file names a translation as a whole (/pages/0/seo/title), the words are in it under the language's
 * code (/pages/0/seo/title/ur), or under en when it has none in that language.
 */
export function sourcePointer(file: unknown, pointer: string, code: LanguageCode): string {
  let value = file;
  for (const key of pointerSegments(pointer)) {
    if (value === null || typeof value !== "object") return pointer;
    value = (value as Record<string | number, unknown>)[key];
  }
  if (!isTranslation(value)) return pointer;
  return `${pointer}/${typeof value[code] === "string" ? code : "en"}`;
}

/** A text with each language's words changed alike: ("Lahore", add " 2") -> "Lahore 2", and so for { en, ur }. */
export function mapWords(text: Text, change: (words: string) => string): Text {
  if (typeof text === "string") return change(text);
  const changed: Translation = { en: change(text.en) };
  for (const [code, words] of translationsOf(text)) changed[code] = change(words);
  return changed;
}

/**
 * A short fingerprint of an English text (FNV-1a, 32 bits, as 8 hex digits): what a translation's
 * translatedFrom records, so a later change of the English shows. Not a secret, only a change detector.
 */
export function fingerprint(english: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < english.length; index++) {
    hash ^= english.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

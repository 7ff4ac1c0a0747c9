// Adding an entry to a family (`pages new`, and "Add destination" in the visual editor): builds the
// entry with placeholder text where a person still has to write something, refuses a name or slug
// that is taken, and inserts it at the end of the family's entries as a minimal text edit, so the rest
// of the file keeps its formatting and order.
import { parseTree, findNodeAtLocation } from "jsonc-parser";
import { setInText } from "./json-edits.ts";
import { englishOf, fingerprint, isTranslation } from "./localize.ts";
import { slugify } from "./slugify.ts";
import { languageName, type LanguageCode } from "./languages.ts";

/**
 * The word that starts text a person still has to write. The lint's placeholder-text check finds it
 * wherever it is left, so a new entry's placeholder never reaches visitors unnoticed.
 */
export const placeholderWord = "TODO";

export type EntryKind = "destination" | "area" | "origin";
export const entryKinds: readonly EntryKind[] = ["destination", "area", "origin"];

export interface KindSpec {
  /** The family under `families` in pages.json. */
  family: "destinations" | "areas" | "origins";
  /** The field that holds the entry's name. */
  nameField: "city" | "name";
  /** The list of neighbourhoods, when the kind has one, and how many it needs. */
  list?: { field: "areas" | "neighbourhoods"; count: number; option: string };
  /** The placeholder description, which names the place. */
  description: (name: string) => string;
}

export const kindSpecs: Record<EntryKind, KindSpec> = {
  destination: {
    family: "destinations",
    nameField: "city",
    list: { field: "areas", count: 6, option: "--areas" },
    description: (name) => `${placeholderWord}: describe shipping to ${name} in one or two sentences.`,
  },
  area: {
    family: "areas",
    nameField: "name",
    list: { field: "neighbourhoods", count: 10, option: "--neighbourhoods" },
    description: (name) => `${placeholderWord}: describe collecting cargo in ${name} in one or two sentences.`,
  },
  origin: {
    family: "origins",
    nameField: "city",
    description: (name) => `${placeholderWord}: describe shipping from ${name} to Pakistan in one or two sentences.`,
  },
};

/** "a, b, c" as a list, blanks dropped; the Urdu comma (،) separates as well. */
export function splitList(value: string): string[] {
  return value
    .split(/[,،]/)
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** An example of the list option for a message: "a, b, c, d, e, f" for 6 items. */
export function exampleList(count: number): string {
  return Array.from({ length: count }, (_, index) => String.fromCharCode(97 + index)).join(", ");
}

export interface NewEntryInput {
  kind: EntryKind;
  name: string;
  slug?: string;
  /** The neighbourhoods (destination and area only). */
  list?: string[];
  /** The office phone of an area; the company's number (site.phone) when left out. */
  phone?: string;
  /** A destination's province, for example Punjab; pages validate checks the name. */
  province?: string;
  /**
   * The entry's words in the site's other languages, by language code (ur): its name, and its
   * neighbourhoods in the order of `list`, each written beside the English in the same entry.
   */
  translations?: Readonly<Record<LanguageCode, { name?: string; list?: string[] }>>;
}

export interface Placeholder {
  /** The JSON pointer of the field, as `pages validate` prints it. */
  pointer: string;
  value: string;
  why: string;
}

/** Why an entry was not added, and the input it is about: for a form to show at its field, in its own words. */
export type NewEntryRefusal =
  | { reason: "no-name"; field: "name" }
  | { reason: "no-slug"; field: "slug" }
  | { reason: "province-not-destination"; field: "province" }
  | { reason: "no-family"; field: null }
  | { reason: "name-taken" | "slug-taken"; field: "name" | "slug"; data: { name: string; slug: string } }
  | { reason: "list-count"; field: "list"; language: LanguageCode; data: { language: string; given: number; english: number } };

export type NewEntryResult =
  | ({ ok: false; message: string } & NewEntryRefusal)
  | { ok: true; text: string; entry: Record<string, unknown>; index: number; slug: string; route: string; placeholders: Placeholder[] };

interface EntryLike {
  slug?: unknown;
  [field: string]: unknown;
}

/**
 * Adds the entry to the text of pages.json. The text must be JSON with the family's entries; a name
 * or slug that is taken is refused. The result is not validated here: the command does that.
 * `evenIfTaken` adds it all the same, for a form that shows what else the entry would break
 * besides its taken name or address.
 */
export function addEntry(text: string, input: NewEntryInput, options: { evenIfTaken?: boolean } = {}): NewEntryResult {
  const spec = kindSpecs[input.kind];
  const name = input.name.trim().replace(/\s+/g, " ");
  if (name === "")
    return { ok: false, reason: "no-name", field: "name", message: `Give the ${input.kind}'s name, for example: pages new ${input.kind} Mardan` };
  const slug = input.slug?.trim() || slugify(name);
  if (slug === "")
    return {
      ok: false,
      reason: "no-slug",
      field: "slug",
      message: `"${name}" gives no slug (letters or digits). Give one with --slug, for example --slug mardan.`,
    };

  const province = input.province?.trim().replace(/\s+/g, " ");
  if (province && input.kind !== "destination") {
    return {
      ok: false,
      reason: "province-not-destination",
      field: "province",
      message: `--province is for a destination (a Pakistani city), not for an ${input.kind}.`,
    };
  }

  const tree = parseTree(text);
  const entriesNode = tree ? findNodeAtLocation(tree, ["families", spec.family, "entries"]) : undefined;
  if (!tree || !entriesNode || entriesNode.type !== "array") {
    return { ok: false, reason: "no-family", field: null, message: `The file has no families.${spec.family}.entries list to add the ${input.kind} to.` };
  }
  const data = JSON.parse(text) as { site?: { phone?: string }; families: Record<string, { route: string; entries: EntryLike[] }> };
  const family = data.families[spec.family]!;
  for (const existing of family.entries) {
    // A name given in several languages is taken in any of them.
    const names = isTranslation(existing[spec.nameField]) ? Object.values(existing[spec.nameField] as object) : [existing[spec.nameField]];
    const existingName = englishOf(existing[spec.nameField]);
    const nameTaken = names.some((other) => typeof other === "string" && other.toLowerCase() === name.toLowerCase());
    if (!options.evenIfTaken && (nameTaken || existing.slug === slug)) {
      return {
        ok: false,
        ...(nameTaken ? { reason: "name-taken", field: "name" } : { reason: "slug-taken", field: "slug" }),
        data: { name: existingName, slug: String(existing.slug) },
        message: `There is already a${input.kind === "area" || input.kind === "origin" ? "n" : ""} ${input.kind} called ${existingName} (slug ${String(existing.slug)}).`,
      };
    }
  }

  const translations = Object.entries(input.translations ?? {});
  for (const [code, words] of translations) {
    if (!words.list || words.list.length === (input.list ?? []).length) continue;
    const data = { language: languageName(code), given: words.list.length, english: (input.list ?? []).length };
    return {
      ok: false,
      reason: "list-count",
      field: "list",
      language: code,
      data,
      message: `Give as many neighbourhoods in ${data.language} (${data.given}) as in English (${data.english}), in the same order.`,
    };
  }
  // The words of each other language beside the English, with the fingerprint of the English they translate.
  const translated = (en: string, wordsIn: (words: { name?: string; list?: string[] }) => string | undefined): unknown => {
    const text: Record<string, unknown> = { en };
    const from: Record<string, string> = {};
    for (const [code, words] of translations) {
      const given = wordsIn(words)?.trim().replace(/\s+/g, " ");
      if (!given) continue;
      text[code] = given;
      from[code] = fingerprint(en);
    }
    return Object.keys(from).length > 0 ? { ...text, translatedFrom: from } : en;
  };

  const index = family.entries.length;
  const base = `/families/${spec.family}/entries/${index}`;
  const placeholders: Placeholder[] = [];
  const entry: Record<string, unknown> = { slug, [spec.nameField]: translated(name, (words) => words.name) };
  if (province) entry.province = province;
  // In English only: the placeholder sentence is for the editor to replace, in every language.
  const description = spec.description(name);
  entry.description = description;
  placeholders.push({ pointer: `${base}/description`, value: description, why: "the sentence shown about this place" });
  if (input.kind === "area") {
    const phone = input.phone?.trim() || data.site?.phone || "+971 0 000 0000";
    entry.officePhone = phone;
    if (!input.phone?.trim()) {
      placeholders.push({
        pointer: `${base}/officePhone`,
        value: phone,
        why: "the company's number (site.phone) until you give the office number with --phone",
      });
    }
  }
  if (spec.list) entry[spec.list.field] = (input.list ?? []).map((item, at) => translated(item, (words) => words.list?.[at]));

  const route = family.route.replaceAll("{slug}", slug);
  return { ok: true, text: setInText(text, ["families", spec.family, "entries", -1], entry), entry, index, slug, route, placeholders };
}

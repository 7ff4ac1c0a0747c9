// Family expansion: pages.json -> the concrete pages of the site. The CLI (validate, routes, lint,
// build) and the browser runtime both use this one module.
import { requiredBlockProps, type Block, type FamilyName, type PagesFile } from "../../../schema/index.ts";
import { canonicalUrl, inLanguage, languagesOf, type Language } from "./languages.ts";
import { englishOf, localizeFile, wordsIn } from "./localize.ts";
import { textsToTranslate, wordsToTranslate } from "./translations.ts";
import { fillText, wholeValueField } from "./placeholders.ts";
import { escapePointer } from "./source.ts";
import type { AnyEntry, CollectionItem, Collections, ExpandedPage, ExpandedSite, LocalizedFile, ResolvedBlock, RouteInfo } from "./types.ts";

export const familyNames: readonly FamilyName[] = ["services", "areas", "origins", "destinations"];

/** Marks a whole-value placeholder whose optional field the entry does not have. */
const missing = Symbol("missing");

type Fields = Readonly<Record<string, unknown>>;

export function isCatchAll(route: string): boolean {
  return route.endsWith("*");
}

/** Where the addresses a catch-all route answers start: "/" for *, "/services/" for /services/*. */
export function catchAllPrefix(route: string): string {
  return route === "*" ? "/" : route.slice(0, -1);
}

/** An entry's route: its family's route with the entry's fields filled in (/cities/{slug} -> /cities/karachi). */
export function entryRoute(familyRoute: string, entry: Fields): string {
  return fillText(familyRoute, entry);
}

/** Where a page lives: its route, its canonical address (null for a catch-all) and its other addresses. */
interface Address {
  route: string;
  canonicalPath: string | null;
  aliases: string[];
}

/** What addresses are made from; the same in pages.json and in any of its languages. */
interface AddressSource {
  site: { url: string };
  pages: readonly { route: string; seo: { canonical?: string } }[];
  families: Readonly<Record<FamilyName, { route: string; seo: { canonical?: string }; entries: readonly object[] }>>;
}

function pageAddress(page: AddressSource["pages"][number]): Address {
  return { route: page.route, canonicalPath: isCatchAll(page.route) ? null : (page.seo.canonical ?? page.route), aliases: [] };
}

function entryAddress(file: AddressSource, name: FamilyName, entry: object): Address {
  const family = file.families[name];
  const fields = entry as Fields;
  const route = entryRoute(family.route, fields);
  const aliases = (fields.aliases as readonly string[] | undefined) ?? [];
  return { route, canonicalPath: family.seo.canonical ? fillText(family.seo.canonical, fields) : route, aliases: [...aliases] };
}

const canonicalOf = (file: AddressSource, address: Pick<Address, "canonicalPath">) =>
  address.canonicalPath === null ? null : canonicalUrl(file.site.url, address.canonicalPath);

function recordOrigins(value: unknown, pointer: string, origins: Map<object, string>): void {
  if (value === null || typeof value !== "object" || origins.has(value)) return;
  origins.set(value, pointer);
  for (const [key, item] of Object.entries(value)) {
    if (item !== null && typeof item === "object") recordOrigins(item, `${pointer}/${escapePointer(key)}`, origins);
  }
}

/** Whether a template part holds a placeholder anywhere; parts without one are shared, not copied. */
const dynamicParts = new WeakMap<object, boolean>();

function isDynamic(value: unknown): boolean {
  if (typeof value === "string") return value.includes("{");
  if (value === null || typeof value !== "object") return false;
  let dynamic = dynamicParts.get(value);
  if (dynamic === undefined) {
    dynamic = Object.values(value).some(isDynamic);
    dynamicParts.set(value, dynamic);
  }
  return dynamic;
}

/** Copies a template value with one entry's fields filled in, remembering where each part came from. */
function fill(value: unknown, pointer: string, fields: Fields, entryPointer: string, origins: Map<object, string>): unknown {
  if (typeof value === "string") {
    const field = wholeValueField(value);
    if (field === null) return fillText(value, fields);
    if (!(field in fields)) return missing;
    recordOrigins(fields[field], `${entryPointer}/${field}`, origins);
    return fields[field];
  }
  if (value === null || typeof value !== "object") return value;
  if (!isDynamic(value)) {
    recordOrigins(value, pointer, origins);
    return value;
  }
  const out: unknown[] | Record<string, unknown> = Array.isArray(value) ? [] : {};
  for (const [key, item] of Object.entries(value)) {
    const childPointer = typeof item === "object" || (typeof item === "string" && item.startsWith("{")) ? `${pointer}/${escapePointer(key)}` : pointer;
    const filled = fill(item, childPointer, fields, entryPointer, origins);
    if (filled === missing) continue;
    if (Array.isArray(out)) out.push(filled);
    else out[key] = filled;
  }
  origins.set(out, pointer);
  return out;
}

/**
 * Whether a template block is shown on an entry's page: a block whose required property is a
 * whole-value placeholder ("{areas}") naming a field the entry does not have is left out.
 */
export function templateBlockShown(block: Readonly<Record<string, unknown>>, entry: Fields): boolean {
  const required: readonly string[] = requiredBlockProps[block.type as Block["type"]] ?? [];
  return required.every((key) => {
    const value = block[key];
    const field = typeof value === "string" ? wholeValueField(value) : null;
    return field === null || field in entry;
  });
}

/** Which pages an expansion makes: a family's entry by its slug, a page of `pages` by its route (every page when not given). */
export type PageSelection = (family: FamilyName | null, key: string) => boolean;

function expandFamily(file: LocalizedFile, name: FamilyName, origins: Map<object, string>, selected: PageSelection): ExpandedPage[] {
  const family = file.families[name];
  const base = `/families/${name}`;
  const entries: readonly AnyEntry[] = family.entries;
  return entries.flatMap((entry, index) => {
    if (!selected(name, entry.slug)) return [];
    const fields = entry as unknown as Fields;
    const entryPointer = `${base}/entries/${index}`;
    const address = entryAddress(file, name, entry);
    const { route, aliases } = address;
    const canonical = canonicalOf(file, address);
    const blocks: ResolvedBlock[] = [];
    const blockSources: string[] = [];
    family.blocks.forEach((template, blockIndex) => {
      if (!templateBlockShown(template, fields)) return;
      const pointer = `${base}/blocks/${blockIndex}`;
      blocks.push(fill(template, pointer, fields, entryPointer, origins) as ResolvedBlock);
      blockSources.push(pointer);
    });
    const seo = fill(family.seo, `${base}/seo`, fields, entryPointer, origins) as ExpandedPage["seo"];
    return {
      route,
      family: name,
      slug: entry.slug,
      label: fillText(family.label, fields),
      aliases,
      canonical,
      seo,
      whatsappMessage: family.whatsappMessage ? fillText(family.whatsappMessage, fields) : file.site.whatsappGreeting,
      blocks,
      source: entryPointer,
      blockSources,
    };
  });
}

function singlePages(file: LocalizedFile, origins: Map<object, string>, selected: PageSelection): ExpandedPage[] {
  return file.pages.flatMap((page, index) => {
    if (!selected(null, page.route)) return [];
    const pointer = `/pages/${index}`;
    recordOrigins(page, pointer, origins);
    const address = pageAddress(page);
    return {
      route: address.route,
      aliases: address.aliases,
      canonical: canonicalOf(file, address),
      family: null,
      slug: null,
      label: null,
      seo: page.seo,
      whatsappMessage: page.whatsappMessage ?? file.site.whatsappGreeting,
      blocks: page.blocks as ResolvedBlock[],
      source: pointer,
      blockSources: page.blocks.map((_, blockIndex) => `${pointer}/blocks/${blockIndex}`),
    };
  });
}

/** The entries of each family as menus, lists and tiles show them. */
export function collectionsOf(file: LocalizedFile): Collections {
  const collection = (name: FamilyName) => {
    const family = file.families[name];
    const entries: readonly AnyEntry[] = family.entries;
    return entries.map((entry) => {
      const fields = entry as unknown as Fields;
      const item: CollectionItem = {
        slug: entry.slug,
        label: fillText(family.label, fields),
        route: entryRoute(family.route, fields),
        description: entry.description,
      };
      if ("province" in entry && entry.province) item.province = entry.province;
      if (name !== "services") return item;
      const service = file.families.services.entries.find((candidate) => candidate.slug === entry.slug);
      return service ? { ...item, icon: service.icon, iconColor: service.iconColor, features: service.features } : item;
    });
  };
  return {
    services: collection("services"),
    areas: collection("areas"),
    origins: collection("origins"),
    destinations: collection("destinations"),
  };
}

/** What an expansion may be spared: the pages it need not make, the texts shown in English when the caller knows them. */
export interface ExpandOptions {
  /** Only the pages it selects are made, the collections still whole (the history of the file compares a few pages of each version). */
  selected?: PageSelection;
  /** englishShownIn(source, language), counted by the caller. */
  englishTexts?: ReadonlySet<string>;
}

/** Turns a valid pages.json into every concrete page of the site in one language (the first by default). */
export function expandSite(source: PagesFile, language?: Language, { selected = () => true, englishTexts }: ExpandOptions = {}): ExpandedSite {
  const languages = languagesOf(source);
  const shown = language ?? languages[0]!;
  const file = localizeFile(source, shown);
  const origins = new Map<object, string>();
  const pages = [...singlePages(file, origins, selected), ...familyNames.flatMap((name) => expandFamily(file, name, origins, selected))];
  return { file, language: shown, languages, pages, collections: collectionsOf(file), origins, englishTexts: englishTexts ?? englishShownIn(source, shown) };
}

/**
 * The English of each text a language's pages show in English, having no words in it, one item a
 * text (two texts of the same English give it twice); with `at`, only the texts of the value at a
 * pointer of the file.
 */
export function textsShownInEnglish(source: PagesFile, language: Language, at?: { pointer: string; value: unknown }): string[] {
  // The first language shows its own words (compared by code: each call of languagesOf makes new objects).
  if (language.code === languagesOf(source)[0]!.code) return [];
  const names = [source.site.name];
  return textsToTranslate(source, at)
    .filter((text) => wordsIn(text.value, language.code) === null)
    .map((text) => englishOf(text.value))
    .filter((english) => wordsToTranslate(english, names));
}

/** The texts a language's pages show in English, having no words in it (pages lint reports them: missing-translation). */
function englishShownIn(source: PagesFile, language: Language): ReadonlySet<string> {
  return new Set(textsShownInEnglish(source, language));
}

/** The site in each of its languages, the first language first. */
export function expandEditions(source: PagesFile): ExpandedSite[] {
  return languagesOf(source).map((language) => expandSite(source, language));
}

/** An address of a file (or of one of its languages), with its canonical address as a path. */
interface Addressed extends Omit<RouteInfo, "language" | "canonical"> {
  canonicalPath: string | null;
  source: string;
}

/** Every address of a file (or of one of its languages), aliases included, in the order it declares them. */
function addresses(file: AddressSource): Addressed[] {
  const single = file.pages.map((page, index): Addressed => {
    const { route, canonicalPath } = pageAddress(page);
    return { path: route, family: isCatchAll(route) ? "fallback" : "page", canonicalPath, aliasOf: null, source: `/pages/${index}` };
  });
  const families = familyNames.flatMap((name) =>
    file.families[name].entries.flatMap((entry, index): Addressed[] => {
      const { route, canonicalPath, aliases } = entryAddress(file, name, entry);
      const source = `/families/${name}/entries/${index}`;
      return [
        { path: route, family: name, canonicalPath, aliasOf: null, source },
        ...aliases.map((alias) => ({ path: alias, family: name, canonicalPath, aliasOf: route, source })),
      ];
    }),
  );
  return [...single, ...families];
}

/** A route as it is listed: its properties in this order, which `pages routes --json` prints. */
function routeInfo(
  file: AddressSource,
  { path, family, canonicalPath, aliasOf, source }: Addressed,
  language: Language["code"],
): RouteInfo & { source: string } {
  return { path, family, aliasOf, source, canonical: canonicalPath === null ? null : canonicalUrl(file.site.url, canonicalPath), language };
}

// Validate's checks, its summary and the lint ask for the same file's table, 40,000 routes at
// 10,000 cities: made once per file (a file is not changed once read).
const routeTables = new WeakMap<PagesFile, readonly (RouteInfo & { source: string })[]>();

/** Every address the site answers in every language, aliases included: the first language's, then each other's. */
export function routeTable(file: PagesFile): readonly (RouteInfo & { source: string })[] {
  let table = routeTables.get(file);
  if (!table) {
    const own = addresses(file);
    table = languagesOf(file).flatMap((language) =>
      own.map((route) => {
        const moved = (path: string | null) => (path === null ? null : inLanguage(path, language));
        return routeInfo(
          file,
          { ...route, path: inLanguage(route.path, language), canonicalPath: moved(route.canonicalPath), aliasOf: moved(route.aliasOf) },
          language.code,
        );
      }),
    );
    routeTables.set(file, table);
  }
  return table;
}

/** The routes of the site in one language, as `pages routes` lists them. */
export function routesOf(site: ExpandedSite): RouteInfo[] {
  return addresses(site.file).map((route) => {
    const { source: _source, ...info } = routeInfo(site.file, route, site.language.code);
    return info;
  });
}

// Family expansion: pages.json -> the concrete pages of the site. The CLI (validate, routes, lint,
// build) and the browser runtime both use this one module.
import { requiredBlockProps, type Block, type FamilyName, type PagesFile } from "../../schema/index.ts";
import { fillText, wholeValueField } from "./placeholders.ts";
import type { AnyEntry, CollectionItem, Collections, ExpandedPage, ExpandedSite, ResolvedBlock, RouteInfo } from "./types.ts";

export const familyNames: readonly FamilyName[] = ["services", "areas", "origins", "destinations"];

/** Marks a whole-value placeholder whose optional field the entry does not have. */
const missing = Symbol("missing");

type Fields = Readonly<Record<string, unknown>>;

export function escapePointer(key: string): string {
  return /[~/]/.test(key) ? key.replaceAll("~", "~0").replaceAll("/", "~1") : key;
}

export function canonicalUrl(siteUrl: string, path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}

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

/** Where a page lives: its route, its canonical URL (null for a catch-all) and its other addresses. */
interface Address {
  route: string;
  canonical: string | null;
  aliases: string[];
}

function pageAddress(file: PagesFile, page: PagesFile["pages"][number]): Address {
  const catchAll = isCatchAll(page.route);
  return { route: page.route, canonical: catchAll ? null : canonicalUrl(file.site.url, page.seo.canonical ?? page.route), aliases: [] };
}

function entryAddress(file: PagesFile, name: FamilyName, entry: AnyEntry): Address {
  const family = file.families[name];
  const fields = entry as unknown as Fields;
  const route = entryRoute(family.route, fields);
  const canonical = canonicalUrl(file.site.url, family.seo.canonical ? fillText(family.seo.canonical, fields) : route);
  return { route, canonical, aliases: "aliases" in entry && entry.aliases ? [...entry.aliases] : [] };
}

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

function expandFamily(file: PagesFile, name: FamilyName, origins: Map<object, string>): ExpandedPage[] {
  const family = file.families[name];
  const base = `/families/${name}`;
  const entries: readonly AnyEntry[] = family.entries;
  return entries.map((entry, index) => {
    const fields = entry as unknown as Fields;
    const entryPointer = `${base}/entries/${index}`;
    const { route, canonical, aliases } = entryAddress(file, name, entry);
    const blocks: ResolvedBlock[] = [];
    const blockSources: string[] = [];
    family.blocks.forEach((template, blockIndex) => {
      if (!templateBlockShown(template as unknown as Fields, fields)) return;
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

function singlePages(file: PagesFile, origins: Map<object, string>): ExpandedPage[] {
  return file.pages.map((page, index) => {
    const pointer = `/pages/${index}`;
    recordOrigins(page, pointer, origins);
    return {
      ...pageAddress(file, page),
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
export function collectionsOf(file: PagesFile): Collections {
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

/** Turns a valid pages.json into every concrete page of the site. */
export function expandSite(file: PagesFile): ExpandedSite {
  const origins = new Map<object, string>();
  const pages = [...singlePages(file, origins), ...familyNames.flatMap((name) => expandFamily(file, name, origins))];
  return { file, pages, collections: collectionsOf(file), origins };
}

/** Every address the site answers, aliases included, in the order pages.json declares them. */
export function routeTable(file: PagesFile): (RouteInfo & { source: string })[] {
  const single = file.pages.map((page, index) => {
    const { route, canonical } = pageAddress(file, page);
    return { path: route, family: isCatchAll(route) ? ("fallback" as const) : ("page" as const), canonical, aliasOf: null, source: `/pages/${index}` };
  });
  const families = familyNames.flatMap((name) => {
    const entries: readonly AnyEntry[] = file.families[name].entries;
    return entries.flatMap((entry, index) => {
      const { route, canonical, aliases } = entryAddress(file, name, entry);
      const source = `/families/${name}/entries/${index}`;
      return [
        { path: route, family: name, canonical, aliasOf: null, source },
        ...aliases.map((alias) => ({ path: alias, family: name, canonical, aliasOf: route, source })),
      ];
    });
  });
  return [...single, ...families];
}

/** The routes of an expanded site, as `pages routes` lists them. */
export function routesOf(site: ExpandedSite): RouteInfo[] {
  return routeTable(site.file).map(({ source: _source, ...route }) => route);
}

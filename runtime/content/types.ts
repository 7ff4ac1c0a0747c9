// Types of the expanded site: pages.json after page families are turned into concrete pages.
// Every content type comes from schema/pages.gen.ts; this file only derives from it.
import type { Block, DestinationEntry, AreaEntry, OriginEntry, ServiceEntry, EntryRef, FamilyName, PagesFile, Province, Seo } from "../../schema/index.ts";

/** A value after family expansion: whole-value placeholders ({areas}) are gone. */
export type Resolved<T> = T extends EntryRef
  ? never
  : T extends readonly (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

export type ResolvedBlock = Resolved<Block>;
export type BlockType = Block["type"];
export type BlockOf<K extends BlockType> = Extract<ResolvedBlock, { type: K }>;

export interface EntryByFamily {
  services: ServiceEntry;
  areas: AreaEntry;
  origins: OriginEntry;
  destinations: DestinationEntry;
}

export type AnyEntry = EntryByFamily[FamilyName];

/** One concrete page of the site. */
export interface ExpandedPage {
  /** Its address, or a catch-all (`*`, `/services/*`). */
  route: string;
  /** The family it was built from, or null for a single page. */
  family: FamilyName | null;
  /** The entry's slug, for family pages. */
  slug: string | null;
  /** The entry's name as menus show it, for family pages. */
  label: string | null;
  /** Other addresses that show this same page. */
  aliases: string[];
  /** Absolute canonical URL, or null for catch-all pages. */
  canonical: string | null;
  seo: Seo;
  whatsappMessage: string;
  blocks: ResolvedBlock[];
  /** JSON pointer of the page, or of the family entry, in pages.json. */
  source: string;
  /** JSON pointer of the block list the blocks came from (page or family template). */
  blockSources: string[];
}

/** A summary of one family entry, for menus, lists and tiles. */
export interface CollectionItem {
  slug: string;
  label: string;
  route: string;
  /** Left out of a page's data when no block of the page shows it, as features is. */
  description?: string;
  icon?: ServiceEntry["icon"];
  iconColor?: ServiceEntry["iconColor"];
  features?: string[];
  /** A destination's province, when the entry gives one: the full list groups cities by it. */
  province?: Province;
}

export type Collections = Record<FamilyName, CollectionItem[]>;

export interface RouteInfo {
  path: string;
  family: FamilyName | "page" | "fallback";
  canonical: string | null;
  aliasOf: string | null;
}

export interface ExpandedSite {
  file: PagesFile;
  pages: ExpandedPage[];
  collections: Collections;
  /** Source pointer of every object and array in the expanded pages. */
  origins: Map<object, string>;
}

export type { FamilyName, PagesFile };

// Types of the expanded site: pages.json after page families are turned into concrete pages.
// Every content type comes from schema/pages.gen.ts; this file only derives from it.
import type {
  Block,
  DestinationEntry,
  AreaEntry,
  OriginEntry,
  ServiceEntry,
  EntryRef,
  FamilyName,
  PagesFile,
  Province,
  Seo,
  Translation,
} from "../../../schema/index.ts";
import type { Language } from "./languages.ts";

/**
 * A value in one language, with every part of type `Gone` left out: each text given in several
 * languages is that language's words.
 */
type InOneLanguage<T, Gone> = T extends Gone
  ? never
  : T extends Translation
    ? string
    : T extends readonly (infer U)[]
      ? InOneLanguage<U, Gone>[]
      : T extends object
        ? { [K in keyof T]: InOneLanguage<T[K], Gone> }
        : T;

/** A value in one language: every text given in several languages is that language's words. */
export type Localized<T> = InOneLanguage<T, never>;

/** pages.json in one of its languages (runtime/foundation/content/localize.ts). */
export type LocalizedFile = Localized<PagesFile>;

/** A value after family expansion, in one language: whole-value placeholders ({areas}) are gone. */
export type Resolved<T> = InOneLanguage<T, EntryRef>;

export type ResolvedBlock = Resolved<Block>;
export type BlockType = Block["type"];
export type BlockOf<K extends BlockType> = Extract<ResolvedBlock, { type: K }>;

export interface EntryByFamily {
  services: Localized<ServiceEntry>;
  areas: Localized<AreaEntry>;
  origins: Localized<OriginEntry>;
  destinations: Localized<DestinationEntry>;
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
  seo: Localized<Seo>;
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
  /** The language of the page at this address. */
  language: Language["code"];
  family: FamilyName | "page" | "fallback";
  canonical: string | null;
  aliasOf: string | null;
}

/** The site in one of its languages. */
export interface ExpandedSite {
  /** pages.json in this language. */
  file: LocalizedFile;
  language: Language;
  /** Every language of the site, the first at the site's own addresses. */
  languages: readonly Language[];
  pages: ExpandedPage[];
  collections: Collections;
  /** Source pointer of every object and array in the expanded pages. */
  origins: Map<object, string>;
  /** The texts this language's pages show in English, having no words in it: marked as English where they show. */
  englishTexts: ReadonlySet<string>;
}

export type { FamilyName, PagesFile };

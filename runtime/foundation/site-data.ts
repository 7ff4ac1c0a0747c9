// What the browser receives: the shell every page shares (company facts, navigation) and the data
// of one page, which blocks read through useSite(). Made on the server side by runtime/data/
// (shell.ts, page-data.ts) from the expanded site.
import type { FamilyName, IconName, Labels, ProvinceNames, Site } from "../../schema/index.ts";
import type { Language } from "./content/languages.ts";
import type { CollectionItem, ExpandedPage, Localized } from "./content/types.ts";
import type { PageFont } from "./theme/font-faces.ts";

export interface NavLink {
  label: string;
  href: string;
}

/** The links of a family menu or footer column, and the link to the whole family when some were left out. */
export interface FamilyLinks {
  links: NavLink[];
  seeAll?: NavLink;
}

/** A language of the site as the pages need it: the switcher, hreflang, og:locale, the direction, its font. */
export type PageLanguage = Pick<Language, "code" | "name" | "locale" | "dir" | "prefix"> & { font?: PageFont };

export interface ShellData {
  site: Omit<Localized<Site>, "leads">;
  /** The language of the pages this shell belongs to. */
  language: PageLanguage;
  /** Every language of the site, the first at the site's own addresses. */
  languages: PageLanguage[];
  /** The words of the site's own controls (the provinces' names come with the pages that show them: PageData). */
  labels: Omit<Localized<Labels>, "provinces">;
  /** Texts of the shell shown in English, having no words in the page's language: marked as English. */
  englishTexts?: string[];
  /** Routes of the pages shown for unknown addresses, most specific first: "/services/*", "*". */
  fallbacks: string[];
  header: { links: NavLink[]; callLabel: string; menuLabel: string };
  secondary: { menus: { label: string; family: FamilyName; items: NavLink[]; seeAll?: NavLink }[]; links: NavLink[]; quote: NavLink };
  footer: {
    about: string;
    columns: ({ title: string } & FamilyLinks)[];
    contactTitle: string;
    legalLinks: NavLink[];
    copyright: string;
    /** The year its {year} stands for: the year the shell was made, so the page and its hydration agree. */
    year: number;
  };
}

/** A page as the browser renders it: without the source positions only the CLI needs. */
export type RenderedPage = Omit<ExpandedPage, "source" | "blockSources">;

/**
 * A photo (JPEG, PNG or WebP) the build made into sizes (cli/build/responsive-pictures.ts): what a
 * <picture> offers the browser, which takes the smallest that fills its box on its screen.
 */
export interface ResponsivePicture {
  /** The largest size made, in pixels: its ratio is the original's, so the page reserves the room the picture takes. */
  width: number;
  height: number;
  /** The largest size in the original's format, for a browser that takes neither AVIF nor WebP. */
  src: string;
  /** Each format's sizes as a srcset ("/assets/x-480-Ab12Cd34.avif 480w, ..."), best format first. */
  sources: { type: "image/avif" | "image/webp"; srcset: string }[];
}

export interface PageData {
  /** 200 for a page of the site, 404 for a fallback page shown for an unknown address. */
  status: 200 | 404;
  page: RenderedPage;
  /** The family entries this page's lists and tiles show. */
  collections: Partial<Record<FamilyName, CollectionItem[]>>;
  /** The names of the provinces, in the page's language, when its lists show the entries' provinces. */
  provinces?: Localized<ProvinceNames>;
  /** The drawings (SVG markup) of the icons this page's content names. */
  icons: Partial<Record<IconName, string>>;
  /** Texts of the page shown in English, having no words in its language: marked as English where they show. */
  englishTexts?: string[];
  /** The photos this page shows, by their path in pages.json, in the sizes the build made (none in the dev server or the editor). */
  pictures?: Record<string, ResponsivePicture>;
}

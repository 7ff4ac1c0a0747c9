// The languages a site is published in, from pages.json's `languages` (English alone when it has
// none). The first is at the site's own addresses; every other one has the same pages under its code:
// /contact in English is /ur/contact in Urdu, / is /ur/, and the catch-all * is /ur/*.
import type { Language as DeclaredLanguage, PagesFile } from "../../../schema/index.ts";

export type LanguageCode = DeclaredLanguage["code"];

// Made at the first call, not when the module loads: making it reads the browser's language data,
// 25 ms on this machine (100 ms on Lighthouse's phone), and a visitor's page never asks for a name.
let namesInEnglish: Intl.DisplayNames | undefined;

/** What a language is called in English, the language the CLI and the editor speak to editors in: ur -> Urdu. */
export function languageName(code: LanguageCode): string {
  try {
    namesInEnglish ??= new Intl.DisplayNames(["en"], { type: "language", fallback: "code" });
    return namesInEnglish.of(code) ?? code;
  } catch {
    // (a code Intl cannot read: the schema reports it)
    return code;
  }
}

export interface Language {
  code: LanguageCode;
  /** Its name in itself, as the language switcher shows it. */
  name: string;
  /** og:locale, for example ur_PK. */
  locale: string;
  dir: "ltr" | "rtl";
  /** "" for the first language, else "/<code>": what its addresses start with. */
  prefix: string;
  /** The typeface the site serves for its pages, if any (runtime/foundation/theme/font-faces.ts). */
  font?: NonNullable<DeclaredLanguage["font"]>;
}

const englishOnly: DeclaredLanguage[] = [{ code: "en", name: "English", locale: "en_AE" }];

export function languagesOf(file: Pick<PagesFile, "languages">): Language[] {
  // (a file being edited may hold anything here until it is valid)
  const declared = Array.isArray(file.languages) && file.languages.length > 0 ? file.languages : englishOnly;
  return declared.map((language, index) => ({
    code: language.code,
    name: language.name,
    locale: language.locale,
    dir: language.dir ?? "ltr",
    prefix: index === 0 ? "" : `/${language.code}`,
    ...(language.font && { font: language.font }),
  }));
}

/** A path of the site (as the first language writes it) in a language: /contact -> /ur/contact. */
export function inLanguage(path: string, language: Pick<Language, "prefix">): string {
  if (!language.prefix) return path;
  if (path === "*") return `${language.prefix}/*`;
  if (path === "/" || path === "") return `${language.prefix}/`;
  return `${language.prefix}${path}`;
}

/** The language a path of the site is in, and the path as the first language writes it. */
export function languageOfPath<L extends Pick<Language, "prefix">>(path: string, languages: readonly L[]): { language: L; path: string } {
  for (const language of languages) {
    const { prefix } = language;
    if (!prefix) continue;
    if (path === prefix || path === `${prefix}/`) return { language, path: "/" };
    if (path.startsWith(`${prefix}/`)) return { language, path: path.slice(prefix.length) };
  }
  return { language: languages[0]!, path };
}

/**
 * The one form a page's address is written in, in every link, canonical, hreflang, sitemap entry and
 * structured data: with a trailing slash, /about/, the folder whose index.html the page is. Static
 * hosts (Netlify, Cloudflare Pages, `pages serve`) answer that form with the page and the form
 * without the slash with a redirect to it. An address with a #part or ?query keeps it after the
 * slash; the address of a file (/brochure.pdf) and a catch-all (/services/*) are left as they are.
 */
export function pageAddress(path: string): string {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  if (!bare.startsWith("/") || bare.endsWith("/") || bare.endsWith("*") || /\.[^/]*$/.test(bare)) return path;
  return `${bare}/${path.slice(bare.length)}`;
}

/** The absolute address of a path of the site, in its one form (pageAddress). */
export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${pageAddress(path)}`;
}

/**
 * The same page in every language of the site, by its canonical address in any one of them, and the
 * first language's again as x-default (for visitors whose language is none of them): what hreflang
 * links and the sitemap's alternates list, the same on every language's page.
 */
export function alternatesOf(
  siteUrl: string,
  canonical: string,
  languages: readonly Pick<Language, "code" | "prefix">[],
): { hreflang: string; href: string }[] {
  if (languages.length < 2 || !canonical.startsWith(siteUrl)) return [];
  const { path } = languageOfPath(canonical.slice(siteUrl.length) || "/", languages);
  const link = (hreflang: string, prefix: string) => ({ hreflang, href: canonicalUrl(siteUrl, inLanguage(path, { prefix })) });
  return [...languages.map((language) => link(language.code, language.prefix)), link("x-default", languages[0]!.prefix)];
}

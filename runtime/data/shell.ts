// The shared part of every page: company facts and navigation, with family menus filled in.
import type { FamilyName } from "../../schema/index.ts";
import type { ExpandedSite } from "../foundation/content/types.ts";
import { englishAmong } from "./english-texts.ts";
import { familyLinks, type FamilyLinkOptions } from "./family-links.ts";
import type { Language } from "../foundation/content/languages.ts";
import { fontOf } from "../foundation/theme/font-faces.ts";
import type { FamilyLinks, PageLanguage, ShellData } from "../foundation/site-data.ts";

/** Where the host serves each language's font: the build writes it cut down, the dev server as it comes. */
export type FontUrls = Partial<Record<NonNullable<PageLanguage["font"]>["id"], string>>;

export function shellOf(expanded: ExpandedSite, fontUrls: FontUrls = {}): ShellData {
  const { file, collections } = expanded;
  const linksOf = (family: FamilyName, options: FamilyLinkOptions): FamilyLinks => {
    const entries: readonly { featured?: boolean }[] = file.families[family].entries;
    return familyLinks(collections[family], (index) => entries[index]?.featured === true, options);
  };
  const { header, secondary, footer } = file.navigation;
  // The lead settings are the server's (a webhook address may hold a secret): never sent to the browser.
  const { leads: _serverOnly, ...site } = file.site;
  // The provinces' names go with the pages whose lists show them (page-data.ts), not with every page.
  const { provinces: _withTheirLists, ...labels } = file.labels;
  const pageLanguage = ({ code, name, locale, dir, prefix }: Language): PageLanguage => ({ code, name, locale, dir, prefix });
  const font = fontOf(expanded.language) ?? undefined;
  const fontUrl = font && fontUrls[font];
  const shell: ShellData = {
    site,
    language: { ...pageLanguage(expanded.language), ...(font && fontUrl && { font: { id: font, url: fontUrl } }) },
    languages: expanded.languages.map(pageLanguage),
    labels,
    fallbacks: file.pages
      .map((page) => page.route)
      .filter((route) => route.endsWith("*"))
      .sort((a, b) => b.length - a.length),
    header: { links: header.links, callLabel: header.callLabel, menuLabel: header.menuLabel },
    secondary: {
      menus: (secondary.menus ?? []).map((menu) => {
        const { links, seeAll } = linksOf(menu.family, menu);
        return { label: menu.label, family: menu.family, items: links, ...(seeAll && { seeAll }) };
      }),
      links: secondary.links ?? [],
      quote: secondary.quote,
    },
    footer: {
      about: footer.about,
      columns: footer.columns.map((column) =>
        "links" in column ? { title: column.title, links: column.links } : { title: column.title, ...linksOf(column.family, column) },
      ),
      contactTitle: footer.contactTitle,
      legalLinks: footer.legalLinks,
      copyright: footer.copyright,
      // Read once here, not while rendering: a page built on 31 December and read in January would
      // otherwise hydrate with another year than its HTML.
      year: new Date().getFullYear(),
    },
  };
  const englishTexts = englishAmong(shell, expanded.englishTexts);
  return englishTexts.length > 0 ? { ...shell, englishTexts } : shell;
}

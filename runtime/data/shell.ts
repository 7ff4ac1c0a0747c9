// The shared part of every page: company facts and navigation, with family menus filled in.
import type { ExpandedSite } from "../content/types.ts";
import type { NavLink, ShellData } from "./types.ts";

export function shellOf(expanded: ExpandedSite): ShellData {
  const { file, collections } = expanded;
  const familyLinks = (family: keyof typeof collections, limit?: number): NavLink[] =>
    collections[family].slice(0, limit).map((item) => ({ label: item.label, href: item.route }));
  const { header, secondary, footer } = file.navigation;
  // The lead settings are the server's (a webhook address may hold a secret): never sent to the browser.
  const { leads: _serverOnly, ...site } = file.site;
  return {
    site,
    fallbacks: file.pages
      .map((page) => page.route)
      .filter((route) => route.endsWith("*"))
      .sort((a, b) => b.length - a.length),
    header: { links: header.links, callLabel: header.callLabel, menuLabel: header.menuLabel },
    secondary: {
      menus: (secondary.menus ?? []).map((menu) => ({ label: menu.label, family: menu.family, items: familyLinks(menu.family) })),
      links: secondary.links ?? [],
      quote: secondary.quote,
    },
    footer: {
      about: footer.about,
      columns: footer.columns.map((column) =>
        "links" in column ? { title: column.title, links: column.links } : { title: column.title, links: familyLinks(column.family, column.limit) },
      ),
      contactTitle: footer.contactTitle,
      legalLinks: footer.legalLinks,
      copyright: footer.copyright,
    },
  };
}

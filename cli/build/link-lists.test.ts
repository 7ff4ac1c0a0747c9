// The long link lists of the layout render plain anchors instead of a NavLink or Link per item, so
// prerendering stays fast with a thousand cities. What the prerender writes, and the browser
// hydrates against, must stay exactly what those links rendered.
import { CacheProvider, jsx } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ComponentProps, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { NavLink, StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { memoryPageSource } from "../../runtime/data/memory-source.ts";
import type { NavLink as NavItem } from "../../runtime/foundation/site-data.ts";
import { createEmotionCache } from "../../runtime/app/emotion-cache.ts";
import { Footer } from "../../runtime/app/layout/footer.tsx";
import { currentPathTest, NavAnchor, NavLinkItems } from "../../runtime/app/layout/link-list.tsx";
import { navLink } from "../../runtime/app/layout/nav-styles.ts";
import { SiteProvider } from "../../runtime/foundation/site-context.tsx";
import { validateFile } from "../../runtime/server/index.ts";
import { projectRoot } from "../../runtime/server/project-root.ts";

/** Renders as the prerender does: styles are collected for the head, not written inline. */
function render(location: string, children: ReactNode): string {
  const cache = createEmotionCache();
  createEmotionServer(cache);
  return renderToString(jsx(CacheProvider, { value: cache }, jsx(StaticRouter, { location }, children)));
}

const items: NavItem[] = [
  { label: "Lahore", href: "/pakistan-cargo-to-lahore" },
  { label: 'Dubai & "more" <b>', href: "/areas/dubai" },
  { label: "Quote", href: "/contact#quote" },
  { label: "Home", href: "/" },
];

// What the lists rendered before: a NavLink with the css prop (typed for JSX only, hence the cast).
const withNavLinks = (list: NavItem[]) =>
  jsx(
    "ul",
    null,
    list.map((item) => jsx("li", { key: item.href }, jsx(NavLink, { to: item.href, css: navLink } as ComponentProps<typeof NavLink>, item.label))),
  );

describe("NavLinkItems", () => {
  for (const location of ["/", "/pakistan-cargo-to-lahore", "/Pakistan-Cargo-To-Lahore", "/areas/dubai/more", "/areas/dubaix", "/contact", "/faq"]) {
    it(`renders what NavLinks with the navLink style render, at ${location}`, () => {
      expect(render(location, jsx("ul", null, jsx(NavLinkItems, { items })))).toBe(render(location, withNavLinks(items)));
    });
  }

  it("marks one current link at most on a page of a family", () => {
    const html = render("/pakistan-cargo-to-lahore", jsx("ul", null, jsx(NavLinkItems, { items })));
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });
});

describe("currentPathTest", () => {
  it("follows NavLink: the same path or one below it, any case, without the #part", () => {
    const at = (pathname: string) => currentPathTest(pathname);
    expect(at("/areas/dubai")("/areas/dubai")).toBe(true);
    expect(at("/areas/dubai/x")("/areas/dubai")).toBe(true);
    expect(at("/areas/dubaix")("/areas/dubai")).toBe(false);
    expect(at("/AREAS/Dubai")("/areas/dubai")).toBe(true);
    expect(at("/contact")("/contact#quote")).toBe(true);
    expect(at("/contact")("/")).toBe(false);
    expect(at("/")("/")).toBe(true);
  });
});

describe("NavAnchor", () => {
  // What the navigation bars rendered before: NavLinks, with `end` where they had it.
  const withNavLink = (href: string, end: boolean) => jsx(NavLink, { to: href, end, css: navLink } as ComponentProps<typeof NavLink>, "Go");
  for (const [location, href, exact] of [
    ["/services/sea-freight", "/services", true],
    ["/services/sea-freight", "/services", false],
    ["/contact", "/contact", true],
    ["/", "/", true],
    ["/faq", "/", false],
    ["/Contact", "/contact", false],
  ] as const) {
    it(`marks ${href} at ${location}${exact ? " (exact)" : ""} as a NavLink would`, () => {
      const anchor = render(location, jsx(NavAnchor, { href, exact, css: navLink, children: "Go" } as ComponentProps<typeof NavAnchor>));
      const reference = render(location, withNavLink(href, exact)).replace(' data-discover="true"', "");
      expect(anchor).toBe(reference);
    });
  }
});

describe("Footer", () => {
  it("renders each column link as a plain anchor, site and outside addresses alike", async () => {
    const result = await validateFile(`${projectRoot}/pages.json`);
    if (result.status !== "valid") throw new Error("the shipped pages.json does not validate");
    const source = memoryPageSource(result.site);
    const { shell } = source;
    // An outside address among the site links.
    const columns = [...shell.footer.columns, { title: "Elsewhere", links: [{ label: "Map", href: "https://example.com/map" }] }];
    const withColumns = { ...shell, footer: { ...shell.footer, columns } };
    // The footer's contact icons read the page's data, as they do inside the layout.
    const data = await source.load("/about");
    const footer = render("/about", jsx(SiteProvider, { shell: withColumns, data, children: jsx(Footer, { shell: withColumns }) }));
    for (const link of columns.flatMap((column) => column.links)) {
      expect(footer).toContain(`<li>${render("/about", jsx("a", { href: link.href }, link.label))}</li>`);
    }
  });
});

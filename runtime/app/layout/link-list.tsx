// Every link on the site is a plain <a>, and one click listener for the whole document follows the
// links to this site inside the app (useSiteLinkClicks), instead of a react-router Link or NavLink
// per link: each of those runs half a dozen router hooks on every render, which made most of the
// prerender's time with a thousand cities and a good part of a phone's hydration work. This module
// keeps what those links did: the current-page marking (NavAnchor, NavLinkItems) and the in-app
// navigation.
import { ClassNames } from "@emotion/react";
import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ContentMarks } from "../../foundation/fallback-marks.ts";
import type { NavLink as NavItem } from "../../foundation/site-data.ts";
import { useFallbackMarks } from "../../foundation/site-context.tsx";
import { stopWaitingForView } from "../../foundation/loading/hydrate-on-view.ts";
import { navLink, seeAllItem } from "./nav-styles.ts";

/** An address on this site that a Link would follow in the app: /contact, /areas/dubai#map. */
export function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * NavLink's rule for the current page: the same path or, unless `exact`, one below it, ignoring
 * case and the #part. The address is lowered once for a whole list.
 */
export function currentPathTest(pathname: string, exact = false): (href: string) => boolean {
  const here = pathname.toLowerCase();
  return (href) => {
    const to = href.replace(/[?#].*$/, "").toLowerCase();
    const end = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
    return here === to || (!exact && here.startsWith(to) && here.charAt(end) === "/");
  };
}

/**
 * Follows a plain left click on a link to this site inside the app, as a react-router Link did, for
 * every link on the page. Modified clicks, links to another target or to a download, and clicks a
 * component already handled (defaultPrevented) are left to the browser. Used once, by the app.
 */
export function useSiteLinkClicks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      const href = link?.getAttribute("href");
      // A link to another language (hreflang) loads it as a page of its own: its direction, words and fonts.
      if (!link || !href || !isSitePath(href) || link.hasAttribute("download") || link.hasAttribute("hreflang")) return;
      if (link.target && link.target !== "_self") return;
      event.preventDefault();
      stopWaitingForView();
      // A link to the address already shown replaces the history entry, as a Link's does.
      const here = window.location.pathname + window.location.search + window.location.hash;
      // Without a data router, navigate returns nothing to wait for.
      void navigate(href, { replace: here === href });
    };
    // On the document, so it runs after React's handlers and sees what they prevented.
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
}

/**
 * A link marked as the current page (aria-current, class "active") where NavLink would mark it.
 * Its css prop arrives as className, as for any component; its text's marks as lang and dir.
 */
export function NavAnchor({
  href,
  exact = false,
  className,
  children,
  lang,
  dir,
}: { href: string; exact?: boolean; className?: string; children: ReactNode } & ContentMarks) {
  const current = currentPathTest(useLocation().pathname, exact)(href);
  return (
    <a aria-current={current ? "page" : undefined} className={current ? `${className ?? ""} active`.trim() : className} href={href} lang={lang} dir={dir}>
      {children}
    </a>
  );
}

/**
 * The items of a long list of site links, marked up as NavLinks would be (class, aria-current,
 * data-discover), with the class worked out once for the whole list; then, if given, the link to
 * the page that lists them all.
 */
export function NavLinkItems({ items, seeAll }: { items: readonly NavItem[]; seeAll?: NavItem }) {
  const isCurrent = currentPathTest(useLocation().pathname);
  const marks = useFallbackMarks();
  return (
    <ClassNames>
      {(emotion) => {
        // The class a css prop would give each link, worked out once for the whole list.
        const linkClass = emotion.css(navLink);
        const item = (link: NavItem, className?: string) => {
          const current = isCurrent(link.href);
          return (
            <li key={link.href} className={className}>
              <a
                aria-current={current ? "page" : undefined}
                className={current ? `${linkClass} active` : linkClass}
                href={link.href}
                data-discover="true"
                {...marks(link.label)}
              >
                {link.label}
              </a>
            </li>
          );
        };
        return (
          <>
            {items.map((link) => item(link))}
            {seeAll && item(seeAll, emotion.css(seeAllItem))}
          </>
        );
      }}
    </ClassNames>
  );
}

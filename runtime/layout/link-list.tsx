// Long link lists (every city, in the dropdown, the side menu and the footer) render plain <a>
// elements with one class and one click handler on the list, instead of a NavLink with its own
// emotion style per item: each NavLink runs half a dozen router hooks on every render, and with a
// thousand cities the prerender spent most of its time there. This module keeps what those links
// did: the same markup, the same current-page marking and the same in-app navigation.
import { ClassNames } from "@emotion/react";
import type { MouseEvent } from "react";
import { createPath, useLocation, useNavigate } from "react-router";
import type { NavLink as NavItem } from "../data/types.ts";
import { navLink } from "./nav-styles.ts";

/** An address on this site that a Link would follow in the app: /contact, /areas/dubai#map. */
export function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * NavLink's rule for the current page: the same path or one below it, ignoring case and the #part.
 * The address is lowered once for a whole list.
 */
export function currentPathTest(pathname: string): (href: string) => boolean {
  const here = pathname.toLowerCase();
  return (href) => {
    const to = href.replace(/[?#].*$/, "").toLowerCase();
    const end = to !== "/" && to.endsWith("/") ? to.length - 1 : to.length;
    return here === to || (here.startsWith(to) && here.charAt(end) === "/");
  };
}

/**
 * One click handler for a list of plain site links: a plain left click follows the link in the app,
 * as a react-router Link does; modified clicks, other targets and clicks another handler already
 * handled are left to the browser.
 */
export function useFollowLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (event) => {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href || !isSitePath(href) || !event.currentTarget.contains(link)) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (link.target && link.target !== "_self") return;
    event.preventDefault();
    // A link to the address already shown replaces the history entry, as a Link's does.
    navigate(href, { replace: createPath(location) === href });
  };
}

/**
 * The items of a long list of site links, marked up as NavLinks would be (class, aria-current,
 * data-discover) but without one: the list's onClick must be useFollowLinks() to follow them.
 */
export function NavLinkItems({ items }: { items: readonly NavItem[] }) {
  const isCurrent = currentPathTest(useLocation().pathname);
  return (
    <ClassNames>
      {({ css: className }) => {
        // The class a css prop would give each link, worked out once for the whole list.
        const linkClass = className(navLink);
        return items.map((item) => {
          const current = isCurrent(item.href);
          return (
            <li key={item.href}>
              <a aria-current={current ? "page" : undefined} className={current ? `${linkClass} active` : linkClass} href={item.href} data-discover="true">
                {item.label}
              </a>
            </li>
          );
        });
      }}
    </ClassNames>
  );
}

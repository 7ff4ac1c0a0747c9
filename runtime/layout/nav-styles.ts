import { css } from "@emotion/react";
import type { MouseEvent } from "react";
import { createPath, useLocation, useNavigate } from "react-router";
import { breakpoint, color, fontSize, radius, shadow, space } from "../theme/tokens.ts";

export const headerHeight = 64;
export const secondaryHeight = 48;

export const navLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space.md};
  border-radius: ${radius.sm};
  color: inherit;
  text-decoration: none;
  font-weight: 500;
  &:hover {
    background: rgba(127, 127, 127, 0.14);
  }
  &[aria-current="page"] {
    font-weight: 700;
    box-shadow: inset 0 -3px 0 ${color("highlight")};
  }
`;

export const panel = css`
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  box-shadow: ${shadow.raised};
`;

export const desktopOnly = css`
  display: none;
  ${breakpoint.lg} {
    display: flex;
  }
`;

export const mobileOnly = css`
  ${breakpoint.lg} {
    display: none;
  }
`;

export const smallText = css`
  font-size: ${fontSize.sm};
`;

// Long link lists (every city, in the dropdown, the side menu and the footer) render plain <a>
// elements with one class and one click handler on the list, instead of a NavLink with its own
// emotion style per item: each NavLink runs half a dozen router hooks on every render, and with a
// thousand cities the prerender spent most of its time there. The helpers below keep what those
// links did: the same markup, the same current-page marking and the same in-app navigation.

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

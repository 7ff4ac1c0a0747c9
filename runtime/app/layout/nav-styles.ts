import { css } from "@emotion/react";
import { breakpoint, color, fontSize, maxWidth, radius, shadow, space } from "../../foundation/theme/tokens.ts";

export const headerHeight = 64;
export const secondaryHeight = 48;

/** A bar across the top of the window that stays while the page scrolls, `top` pixels down, `height` pixels high. */
export function fixedBar(top: number, height: number, zIndex: number) {
  return css`
    position: fixed;
    top: ${top}px;
    inset-inline: 0;
    z-index: ${zIndex};
    height: ${height}px;
  `;
}

/** The inside of a bar across the page (the header, the second bar): a row as wide as the content. */
export function barRow(gap: string) {
  return css`
    max-width: ${maxWidth};
    margin: 0 auto;
    padding: 0 ${space.md};
    display: flex;
    align-items: center;
    gap: ${gap};
  `;
}

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

/** The item after a family's links that leads to the page listing the whole family: across the list, set apart. */
export const seeAllItem = css`
  column-span: all;
  margin-top: ${space.xs};
  padding-top: ${space.xs};
  border-top: 1px solid ${color("border")};
  a {
    font-weight: 600;
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

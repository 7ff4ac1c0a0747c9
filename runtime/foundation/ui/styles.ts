// Style pieces shared by blocks, all from the theme tokens.
import { css } from "@emotion/react";
import type { Button } from "../../../schema/index.ts";
import { breakpoint, color, fontSize, maxWidth, radius, shadow, space, leading } from "../theme/tokens.ts";

export const container = css`
  width: 100%;
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: 0 ${space.md};
  ${breakpoint.md} {
    padding: 0 ${space.lg};
  }
`;

/** The list of a block's items: no bullets, a little below the section's heading and intro. */
export const blockList = css`
  list-style: none;
  margin: ${space.lg} 0 0;
  padding: 0;
`;

/** A list of pills that wrap onto as many lines as they need (links, city chips). */
export const pillList = css`
  ${blockList};
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

export const card = css`
  background: ${color("surfaceRaised")};
  border: 1px solid ${color("border")};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  padding: ${space.lg};
`;

/** A responsive grid: one column on phones, up to `columns` on wide screens. */
export function grid(columns: number) {
  return css`
    display: grid;
    gap: ${space.lg};
    grid-template-columns: 1fr;
    ${breakpoint.md} {
      grid-template-columns: repeat(${Math.min(columns, 2)}, minmax(0, 1fr));
    }
    ${breakpoint.lg} {
      grid-template-columns: repeat(${columns}, minmax(0, 1fr));
    }
  `;
}

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 44px;
  padding: 0.65rem 1.25rem;
  border-radius: ${radius.pill};
  font: inherit;
  font-weight: 600;
  font-size: ${fontSize.base};
  line-height: ${leading.tight};
  text-decoration: none;
  border: 2px solid transparent;
  cursor: pointer;
  transition:
    transform 0.15s ease,
    background-color 0.15s ease;
  &:hover {
    transform: translateY(-1px);
  }
`;

export const buttonStyles: Record<NonNullable<Button["style"]>, ReturnType<typeof css>> = {
  primary: css`
    ${buttonBase};
    background: ${color("highlight")};
    color: ${color("highlightText")};
  `,
  secondary: css`
    ${buttonBase};
    background: ${color("accent")};
    color: ${color("accentText")};
  `,
  outline: css`
    ${buttonBase};
    background: transparent;
    color: inherit;
    border-color: currentColor;
  `,
};

export const iconBadge = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${radius.md};
  flex-shrink: 0;
`;

/** A round badge in the accent colour for a small picture or a letter (a map pin, an initial), `size` pixels across. */
export function roundBadge(size: number) {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: ${size}px;
    height: ${size}px;
    border-radius: ${radius.pill};
    background: ${color("accent")};
    color: ${color("accentText")};
  `;
}

export const muted = css`
  color: ${color("textMuted")};
`;

/** Hidden on screen, still read out: gives repeated links such as Learn More a distinct name. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** A rounded pill, for compact links and tags such as city names. */
export const pill = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.pill};
  border: 1px solid ${color("border")};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  font-weight: 600;
  text-decoration: none;
`;

/**
 * An arrow or separator that points the way a line reads: mirrored on right-to-left pages, where
 * "next" is to the left. (Icons that mean a thing, a phone or a ship, are never mirrored.)
 */
export const readingDirection = css`
  [dir="rtl"] & {
    display: inline-block;
    transform: scaleX(-1);
  }
`;

/**
 * Laid out when the reader comes near it, not before the page's first paint: every block after the
 * first. Laying out an Urdu page's text costs the phone more than anything else before its first
 * paint, and this halves that first layout. While off screen a block keeps the height it had when
 * last drawn (600 px before that), and it stays in the page for find, screen readers and links to a
 * place in it.
 */
export const laidOutNearView = css`
  content-visibility: auto;
  contain-intrinsic-size: auto 600px;
`;

/** Set on <html> by the app once it has started and the browser has nothing else to do (entry-client.tsx). */
export const startedAttribute = "data-started";

/**
 * The footer's part of laidOutNearView: laid out when the reader comes near it, or once the page
 * has started, whichever comes first. Its many links in Urdu were a third of an Urdu page's first
 * layout, ahead of the first paint. It does not wait for the reader as the blocks do: a part not
 * drawn has no boxes and no colours, and a checker reading them (axe, in Lighthouse) would take its
 * light text for text on the page's light ground, and its links for links of no size.
 */
export const laidOutNearViewUntilStarted = css`
  html:not([${startedAttribute}]) & {
    ${laidOutNearView};
    contain-intrinsic-size: auto 900px;
  }
`;

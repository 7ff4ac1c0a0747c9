import { css } from "@emotion/react";
import type { ShellData } from "../../foundation/site-data.ts";
import { useFallbackMarks } from "../../foundation/site-context.tsx";
import { color, space } from "../../foundation/theme/tokens.ts";
import { buttonStyles } from "../../foundation/ui/styles.ts";
import { Dropdown } from "./dropdown.tsx";
import { NavAnchor } from "./link-list.tsx";
import { barRow, desktopOnly, fixedBar, headerHeight, navLink, secondaryHeight } from "./nav-styles.ts";

const bar = css`
  ${fixedBar(headerHeight, secondaryHeight, 45)};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  border-bottom: 1px solid ${color("border")};
  align-items: center;
`;

const inner = css`
  ${barRow(space.xs)};
  width: 100%;
`;

/** The second bar on wide screens: family dropdowns, a few links and Get Quote. Phones get these in the side menu. */
export function SecondaryNav({ shell }: { shell: ShellData }) {
  const { menus, links, quote } = shell.secondary;
  const marks = useFallbackMarks();
  return (
    <nav aria-label={shell.labels.secondaryNavigation} css={[bar, desktopOnly]} {...marks.named(shell.labels.secondaryNavigation)}>
      <div css={inner}>
        {menus.map((menu) => (
          <Dropdown key={menu.label} label={menu.label} items={menu.items} seeAll={menu.seeAll} />
        ))}
        {links.map((link) => (
          <NavAnchor key={link.href} href={link.href} exact css={navLink} {...marks(link.label)}>
            {link.label}
          </NavAnchor>
        ))}
        <NavAnchor
          href={quote.href}
          {...marks(quote.label)}
          css={[
            buttonStyles.primary,
            css`
              margin-inline-start: auto;
              min-height: 36px;
              padding: 0.2rem 1rem;
            `,
          ]}
        >
          {quote.label}
        </NavAnchor>
      </div>
    </nav>
  );
}

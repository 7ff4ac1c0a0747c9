import { css } from "@emotion/react";
import { telHref } from "../../foundation/actions.ts";
import type { ShellData } from "../../foundation/site-data.ts";
import { useFallbackMarks, useSite } from "../../foundation/site-context.tsx";
import { color, space } from "../../foundation/theme/tokens.ts";
import { trackEvent } from "../../foundation/tracking.ts";
import { Icon } from "../../foundation/ui/icon.tsx";
import { buttonStyles, visuallyHidden } from "../../foundation/ui/styles.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { NavAnchor } from "./link-list.tsx";
import { barRow, desktopOnly, fixedBar, headerHeight, navLink } from "./nav-styles.ts";
import { ThemeToggle } from "./theme-toggle.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { inLanguage } from "../../foundation/content/languages.ts";

const bar = css`
  ${fixedBar(0, headerHeight, 50)};
  background: ${color("heroBg")};
  color: ${color("heroText")};
  border-bottom: 1px solid rgba(255, 255, 255, 0.12);
`;

const inner = css`
  ${barRow(space.sm)};
  height: 100%;
`;

const brand = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  margin-inline-end: auto;
  color: inherit;
  text-decoration: none;
  font-weight: 800;
  font-size: 1.05rem;
  /* The company's name is written in Latin letters in every language: its own line height. */
  line-height: 1.15;
`;

const callButton = css`
  ${buttonStyles.primary};
  padding: 0.5rem 1rem;
  white-space: nowrap;
`;

// On the narrowest phones the button shows only its icon; its name is still read out.
const callLabel = css`
  @media (max-width: 419px) {
    ${visuallyHidden};
  }
`;

const skipLink = css`
  position: absolute;
  inset-inline-start: ${space.md};
  top: -100px;
  z-index: 100;
  padding: ${space.sm} ${space.md};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  &:focus {
    top: ${space.sm};
  }
`;

export function Header({ shell }: { shell: ShellData }) {
  const { data } = useSite();
  const marks = useFallbackMarks();
  const { site } = shell;
  return (
    <header css={bar}>
      <a href="#main" css={skipLink} {...marks(shell.labels.skipToContent)}>
        {shell.labels.skipToContent}
      </a>
      <div css={inner}>
        <a href={inLanguage("/", shell.language)} css={brand}>
          <Icon name="package" size={26} color="#f2a541" />
          <bdi>{site.name}</bdi>
        </a>
        <nav aria-label={shell.labels.mainNavigation} css={desktopOnly} {...marks.named(shell.labels.mainNavigation)}>
          {shell.header.links.map((link) => (
            <NavAnchor key={link.href} href={link.href} exact css={navLink} {...marks(link.label)}>
              {link.label}
            </NavAnchor>
          ))}
        </nav>
        <a href={telHref(site.phone)} css={callButton} onClick={() => trackEvent(site, { category: "Contact", action: "Call", label: data.page.route })}>
          <Icon name="phone" size={18} />
          <span css={callLabel} {...marks(shell.header.callLabel)}>
            {shell.header.callLabel}
          </span>
        </a>
        <LanguageSwitch shell={shell} />
        <ThemeToggle label={shell.labels.darkTheme} />
        <MobileMenu shell={shell} />
      </div>
    </header>
  );
}

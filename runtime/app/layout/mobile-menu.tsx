import { css } from "@emotion/react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { ShellData } from "../../foundation/site-data.ts";
import { useFallbackMarks } from "../../foundation/site-context.tsx";
import { MarkedText } from "../../foundation/ui/marked-text.tsx";
import { color, radius, space } from "../../foundation/theme/tokens.ts";
import { buttonStyles } from "../../foundation/ui/styles.ts";
import { NavAnchor, NavLinkItems } from "./link-list.tsx";
import { mobileOnly, navLink } from "./nav-styles.ts";
import { useDismiss } from "./use-dismiss.ts";
import { useOpenUntilNavigation } from "./use-open-until-navigation.ts";
import { Icon } from "../../foundation/ui/icon.tsx";

const toggleButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const drawer = css`
  position: fixed;
  top: 0;
  inset-inline-end: 0;
  bottom: 0;
  width: min(86vw, 360px);
  overflow-y: auto;
  padding: ${space.lg};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  box-shadow: -12px 0 40px rgba(0, 0, 0, 0.3);
  /* The drawer opens from the side a line starts on: the shadow falls towards the page. */
  [dir="rtl"] & {
    box-shadow: 12px 0 40px rgba(0, 0, 0, 0.3);
  }
  z-index: 60;
  ul {
    list-style: none;
    margin: 0 0 ${space.md};
    padding: 0;
  }
  a {
    width: 100%;
  }
`;

const groupButton = css`
  ${navLink};
  width: 100%;
  justify-content: space-between;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const backdrop = css`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.45);
  z-index: 55;
`;

/** The side menu on phones: every link of the header and of the second bar. */
export function MobileMenu({ shell }: { shell: ShellData }) {
  const [open, setOpen] = useOpenUntilNavigation();
  const [group, setGroup] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => [buttonRef, drawerRef], []);
  const id = useId();
  const marks = useFallbackMarks();
  // The menu is named for what it is, the button that opens it for what it does.
  const menuName = shell.labels.menu ?? shell.labels.mainNavigation;

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, [setOpen]);
  useDismiss(open, close, refs);

  useEffect(() => {
    if (open) drawerRef.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [open]);

  return (
    <div css={mobileOnly}>
      <button
        ref={buttonRef}
        type="button"
        css={toggleButton}
        aria-label={shell.header.menuLabel}
        {...marks.named(shell.header.menuLabel)}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name={open ? "x" : "menu"} />
      </button>
      {open && <div css={backdrop} aria-hidden="true" />}
      <div ref={drawerRef} id={id} css={drawer} hidden={!open} role="dialog" aria-modal="false" aria-label={menuName} {...marks.named(menuName)}>
        <button
          type="button"
          css={toggleButton}
          style={{ color: "inherit", borderColor: "currentColor", marginInlineStart: "auto", display: "flex" }}
          aria-label={shell.labels.closeMenu}
          {...marks.named(shell.labels.closeMenu)}
          onClick={close}
        >
          <Icon name="x" />
        </button>
        <ul>
          {shell.header.links.map((link) => (
            <li key={link.href}>
              <NavAnchor href={link.href} exact css={navLink} {...marks(link.label)}>
                {link.label}
              </NavAnchor>
            </li>
          ))}
        </ul>
        {shell.secondary.menus.map((menu) => {
          const expanded = group === menu.label;
          const listId = `${id}-${menu.family}`;
          return (
            <div key={menu.label}>
              <button type="button" css={groupButton} aria-expanded={expanded} aria-controls={listId} onClick={() => setGroup(expanded ? null : menu.label)}>
                <MarkedText text={menu.label} />
                <span aria-hidden="true">{expanded ? "−" : "+"}</span>
              </button>
              {/* Its links exist only while shown: a city list is long, and the footer lists them for every page anyway. */}
              <ul id={listId} hidden={!expanded}>
                {open && expanded && <NavLinkItems items={menu.items} seeAll={menu.seeAll} />}
              </ul>
            </div>
          );
        })}
        <NavAnchor href={shell.secondary.quote.href} css={buttonStyles.primary} {...marks(shell.secondary.quote.label)}>
          {shell.secondary.quote.label}
        </NavAnchor>
      </div>
    </div>
  );
}

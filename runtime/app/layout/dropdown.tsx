import { css } from "@emotion/react";
import { useCallback, useId, useMemo, useRef, type KeyboardEvent } from "react";
import type { NavLink as NavItem } from "../../foundation/site-data.ts";
import { space } from "../../foundation/theme/tokens.ts";
import { MarkedText } from "../../foundation/ui/marked-text.tsx";
import { NavLinkItems } from "./link-list.tsx";
import { navLink, panel } from "./nav-styles.ts";
import { useDismiss } from "./use-dismiss.ts";
import { useOpenUntilNavigation } from "./use-open-until-navigation.ts";
import { Icon } from "../../foundation/ui/icon.tsx";

const wrapper = css`
  position: relative;
`;

const trigger = css`
  ${navLink};
  gap: ${space.xs};
  border: 0;
  background: none;
  font: inherit;
  font-weight: 500;
  cursor: pointer;
`;

const menuPanel = css`
  ${panel};
  position: absolute;
  top: calc(100% + 4px);
  inset-inline-start: 0;
  z-index: 40;
  min-width: 240px;
  max-height: 70vh;
  overflow-y: auto;
  padding: ${space.sm};
  list-style: none;
  margin: 0;
  columns: 2 180px;
  a {
    width: 100%;
  }
`;

/**
 * A dropdown of links. Click or tap toggles it; a mouse opens it on hover; ArrowDown opens it and
 * moves into the list, arrows move between items, Escape closes it and returns to the button.
 */
export function Dropdown({ label, items, seeAll }: { label: string; items: readonly NavItem[]; seeAll?: NavItem }) {
  const [open, setOpen] = useOpenUntilNavigation();
  // A mouse opens the menu on its way to the button: the click that follows must not close it.
  const openedByHover = useRef(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refs = useMemo(() => [wrapperRef], []);
  const id = useId();

  const close = useCallback(
    (reason: "escape" | "outside") => {
      openedByHover.current = false;
      setOpen(false);
      if (reason === "escape") buttonRef.current?.focus();
    },
    [setOpen],
  );
  useDismiss(open, close, refs);

  const links = () => Array.from(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>("li a") ?? []);
  const focusItem = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "ArrowDown") focusItem(current + 1);
    else if (event.key === "ArrowUp") focusItem(current - 1);
    else if (event.key === "Home") focusItem(0);
    else if (event.key === "End") focusItem(-1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={wrapperRef}
      css={wrapper}
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse" || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== "mouse") return;
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        css={trigger}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        onKeyDown={onButtonKey}
      >
        <MarkedText text={label} />
        <Icon name="chevron-down" size={16} />
      </button>
      <ul id={id} css={menuPanel} hidden={!open} onKeyDown={onListKey}>
        {/* Its links exist only while open: a city list is long, and the footer lists them for every page anyway. */}
        {open && <NavLinkItems items={items} seeAll={seeAll} />}
      </ul>
    </div>
  );
}

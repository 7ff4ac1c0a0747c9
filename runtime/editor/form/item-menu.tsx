// One "Actions" button per list item in place of a row of buttons: the WAI-ARIA menu button
// pattern (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/). Enter, Space or ArrowDown open it
// on the first action that can be done, ArrowUp on the last; the arrows, Home and End move; Escape
// closes it and gives the focus back to the button; Tab closes it and goes on from the button. An
// action that cannot be done now (moving the first item up) stays listed, announced as unavailable.
import { css } from "@emotion/react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { color } from "../../foundation/theme/tokens.ts";
import { visuallyHidden } from "../../foundation/ui/styles.ts";
import { smallButton } from "./styles.ts";

export interface ItemAction {
  label: string;
  disabled?: boolean;
  run: () => void;
}

const menuStyle = css`
  position: absolute;
  inset-inline-start: 0;
  top: 100%;
  z-index: 5;
  min-width: 12rem;
  margin: 2px 0 0;
  padding: 4px;
  border: 1px solid ${color("border")};
  border-radius: 6px;
  background: ${color("surfaceRaised")};
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.2);
  [role="menuitem"] {
    display: block;
    width: 100%;
    font: inherit;
    text-align: start;
    padding: 6px 8px;
    border: 0;
    border-radius: 4px;
    background: none;
    color: ${color("text")};
    cursor: pointer;
  }
  [role="menuitem"][aria-disabled="true"] {
    color: ${color("textMuted")};
    cursor: default;
  }
  [role="menuitem"]:focus {
    outline: 3px solid ${color("focus")};
    outline-offset: -3px;
  }
`;

/** Focuses the element with this id once the change that makes it has been drawn. */
export function focusWhenDrawn(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

export function ItemMenu({ name, actions, id }: { name: string; actions: readonly ItemAction[]; id?: string }) {
  const made = useId();
  const buttonId = id ?? `${made}-button`;
  const menuId = `${buttonId}-menu`;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = actions.flatMap((action, index) => (action.disabled ? [] : [index]));

  const focusItem = (index: number) => items.current[index]?.focus();
  const openOn = (index: number | undefined) => {
    setOpen(true);
    // The menu is drawn by this render; its items exist once it is committed.
    requestAnimationFrame(() => focusItem(index ?? 0));
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const activate = (action: ItemAction) => {
    if (action.disabled) return;
    close();
    action.run();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openOn(event.key === "ArrowDown" ? enabled[0] : enabled.at(-1));
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const at = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const last = actions.length - 1;
    const to: Record<string, number> = { ArrowDown: at >= last ? 0 : at + 1, ArrowUp: at <= 0 ? last : at - 1, Home: 0, End: last };
    if (event.key in to) {
      event.preventDefault();
      focusItem(to[event.key]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === "Tab") {
      // From the button, the key's own move goes on to the field before or after it.
      close();
    }
  };

  return (
    <span
      css={{ position: "relative", display: "inline-block" }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        id={buttonId}
        type="button"
        css={smallButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close() : openOn(enabled[0]))}
        onKeyDown={onButtonKey}
      >
        Actions <span css={visuallyHidden}>for {name}</span>
        <span aria-hidden="true"> ▾</span>
      </button>
      {open ? (
        <div role="menu" id={menuId} aria-labelledby={buttonId} css={menuStyle} onKeyDown={onMenuKey}>
          {actions.map((action, index) => (
            <button
              key={action.label}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              aria-disabled={action.disabled || undefined}
              onClick={() => activate(action)}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </span>
  );
}

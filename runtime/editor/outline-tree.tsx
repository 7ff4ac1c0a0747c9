// The site outline as a WAI-ARIA tree: one tab stop, arrow keys to move, Right/Left to open and
// close, Home/End, Enter or Space to edit the item. Rows have one height, so only the rows in view
// are in the document: a family of 10,000 entries costs what a family of 20 does.
import { css } from "@emotion/react";
import { memo, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { color } from "../foundation/theme/tokens.ts";
import { visibleRows, type OutlineItem } from "./outline.ts";

export const ROW_HEIGHT = 32;
const OVERSCAN = 10;

const treeStyle = css`
  position: relative;
  overflow: auto;
  height: 100%;
  &:focus-visible {
    outline: 3px solid ${color("focus")};
    outline-offset: -3px;
  }
`;

const rowStyle = css`
  position: absolute;
  inset-inline: 0;
  height: ${ROW_HEIGHT}px;
  display: flex;
  align-items: center;
  gap: 4px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  cursor: pointer;
  border-radius: 4px;
  &[aria-selected="true"] {
    background: ${color("accent")};
    color: ${color("accentText")};
  }
  &:focus-visible {
    outline: 3px solid ${color("focus")};
    outline-offset: -3px;
  }
`;

/** Moves the focus into the tree: to this item's row when it is shown, else to the tree's one tab stop. */
export function focusTree(pointer: string | null): void {
  const row = pointer === null ? null : document.getElementById(treeItemId(pointer));
  (row ?? document.querySelector<HTMLElement>('[role="tree"] [role="treeitem"][tabindex="0"]'))?.focus();
}

export const treeItemId = (pointer: string) => `tree-${pointer.replace(/[^A-Za-z0-9-]/g, "_")}`;

export interface OutlineTreeProps {
  items: readonly OutlineItem[];
  selected: string;
  onSelect: (pointer: string) => void;
  expanded: ReadonlySet<string>;
  onExpandedChange: (next: Set<string>) => void;
}

/** Drawn again only when its items, selection or open rows change, not with each key typed into a form. */
export const OutlineTree = memo(function OutlineTree({ items, selected, onSelect, expanded, onExpandedChange }: OutlineTreeProps) {
  const rows = useMemo(() => visibleRows(items, expanded), [items, expanded]);
  const [focused, setFocused] = useState(selected);
  const [scroll, setScroll] = useState({ top: 0, height: 600 });
  const container = useRef<HTMLDivElement>(null);
  const focusIndex = Math.max(
    0,
    rows.findIndex((row) => row.item.pointer === focused),
  );

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setScroll({ top: element.scrollTop, height: element.clientHeight || 600 });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The selection moves from elsewhere (the Problems list, an added entry): its row becomes the focusable one.
  const [shownSelection, setShownSelection] = useState(selected);
  if (shownSelection !== selected) {
    setShownSelection(selected);
    setFocused(selected);
  }

  const moveFocus = (index: number) => {
    const row = rows[Math.min(rows.length - 1, Math.max(0, index))];
    if (!row) return;
    setFocused(row.item.pointer);
    const element = container.current;
    if (element) {
      const top = rows.indexOf(row) * ROW_HEIGHT;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + ROW_HEIGHT > element.scrollTop + element.clientHeight) element.scrollTop = top + ROW_HEIGHT - element.clientHeight;
    }
    requestAnimationFrame(() => document.getElementById(treeItemId(row.item.pointer))?.focus());
  };

  const toggle = (pointer: string, open: boolean) => {
    const next = new Set(expanded);
    if (open) next.add(pointer);
    else next.delete(pointer);
    onExpandedChange(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const row = rows[focusIndex];
    if (!row) return;
    const hasChildren = row.item.children.length > 0;
    const open = expanded.has(row.item.pointer);
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveFocus(focusIndex + 1),
      ArrowUp: () => moveFocus(focusIndex - 1),
      Home: () => moveFocus(0),
      End: () => moveFocus(rows.length - 1),
      ArrowRight: () => (hasChildren && !open ? toggle(row.item.pointer, true) : hasChildren ? moveFocus(focusIndex + 1) : undefined),
      ArrowLeft: () =>
        hasChildren && open
          ? toggle(row.item.pointer, false)
          : row.parent
            ? moveFocus(rows.findIndex((other) => other.item.pointer === row.parent))
            : undefined,
      Enter: () => onSelect(row.item.pointer),
      " ": () => onSelect(row.item.pointer),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const first = Math.max(0, Math.floor(scroll.top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scroll.top + scroll.height) / ROW_HEIGHT) + OVERSCAN);
  // The focused row stays in the document even when scrolled away, so the focus is never lost.
  const shown = rows.slice(first, last);
  const focusedRow = rows[focusIndex];
  if (focusedRow && (focusIndex < first || focusIndex >= last)) shown.push(focusedRow);

  return (
    <div
      ref={container}
      role="tree"
      aria-label="Site outline"
      css={treeStyle}
      onKeyDown={onKeyDown}
      onScroll={(event) => setScroll({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight || 600 })}
    >
      <div role="none" style={{ height: rows.length * ROW_HEIGHT, position: "relative" }}>
        {shown.map((row) => {
          const { item } = row;
          const index = rows.indexOf(row);
          const hasChildren = item.children.length > 0;
          const open = expanded.has(item.pointer);
          return (
            <div
              key={item.pointer}
              id={treeItemId(item.pointer)}
              role="treeitem"
              aria-level={row.level}
              aria-setsize={row.siblings}
              aria-posinset={row.position}
              aria-expanded={hasChildren ? open : undefined}
              aria-selected={item.pointer === selected}
              tabIndex={index === focusIndex ? 0 : -1}
              css={rowStyle}
              onFocus={() => setFocused(item.pointer)}
              style={{ top: index * ROW_HEIGHT, paddingInlineStart: 8 + (row.level - 1) * 16 }}
              onClick={() => {
                setFocused(item.pointer);
                onSelect(item.pointer);
                if (hasChildren && !open) toggle(item.pointer, true);
              }}
            >
              <span
                aria-hidden="true"
                style={{ width: 14, display: "inline-block" }}
                onClick={(event) => (event.stopPropagation(), toggle(item.pointer, !open))}
              >
                {hasChildren ? (open ? "▾" : "▸") : ""}
              </span>
              {item.label}
            </div>
          );
        })}
      </div>
    </div>
  );
});

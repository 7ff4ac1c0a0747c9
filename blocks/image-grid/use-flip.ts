// Animates the tiles of a reordered list from where they were to where they are now ("FLIP": the
// new layout is in place at once, each tile starts shifted back to its old place and slides home).
// The animation code (framer-motion's small WAAPI animate) is fetched at the first move, so a
// visitor who never sees the grid move, or prefers reduced motion, never downloads it.
import { useLayoutEffect, useRef, type RefObject } from "react";

type Animate = typeof import("framer-motion/dom/mini").animate;

let animateLoading: Promise<Animate> | null = null;
function loadAnimate(): Promise<Animate> {
  animateLoading ??= import("framer-motion/dom/mini").then((module) => module.animate);
  return animateLoading;
}

interface Place {
  left: number;
  top: number;
}

/** Where each child of the list sits in the layout (transforms aside), by its data-key. */
function places(list: HTMLElement): Map<string, Place> {
  const found = new Map<string, Place>();
  for (const child of Array.from(list.children) as HTMLElement[]) {
    const key = child.dataset.key;
    if (key !== undefined) found.set(key, { left: child.offsetLeft, top: child.offsetTop });
  }
  return found;
}

/**
 * Call with the list's ref and the current order; every child carries a stable `data-key`. Moves
 * are animated over `durationMs` with an ease in and out.
 */
export function useFlip(listRef: RefObject<HTMLElement | null>, order: readonly number[], durationMs: number): void {
  const previous = useRef<Map<string, Place> | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const before = previous.current;
    const after = places(list);
    previous.current = after;
    if (!before) return;
    const moves: { tile: HTMLElement; dx: number; dy: number }[] = [];
    for (const tile of Array.from(list.children) as HTMLElement[]) {
      const from = before.get(tile.dataset.key ?? "");
      const to = after.get(tile.dataset.key ?? "");
      if (!from || !to || typeof tile.animate !== "function") continue;
      const dx = from.left - to.left;
      const dy = from.top - to.top;
      if (dx === 0 && dy === 0) continue;
      // Held at the old place until the animation starts, so nothing jumps while it loads.
      tile.style.transform = `translate(${dx}px, ${dy}px)`;
      moves.push({ tile, dx, dy });
    }
    if (moves.length === 0) return;
    void loadAnimate()
      .then((animate) => {
        for (const { tile, dx, dy } of moves) {
          tile.style.transform = "";
          animate(tile, { transform: [`translate(${dx}px, ${dy}px)`, "translate(0px, 0px)"] }, { duration: durationMs / 1000, ease: "easeInOut" });
        }
      })
      .catch(() => {
        // Without the animation code the tiles simply take their new places.
        for (const { tile } of moves) tile.style.transform = "";
      });
  }, [listRef, order, durationMs]);
}

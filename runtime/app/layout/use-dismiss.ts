import { useEffect, type RefObject } from "react";

/** Calls close on Escape and on a pointer press outside the given elements, while open. */
export function useDismiss(open: boolean, close: (reason: "escape" | "outside") => void, refs: RefObject<HTMLElement | null>[]): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close("escape");
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!refs.some((ref) => ref.current?.contains(target))) close("outside");
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close, refs]);
}

import { useEffect, useState } from "react";
import { shuffled } from "./shuffled.ts";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function reducedMotionList(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia(reducedMotionQuery) : null;
}

function declared(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/**
 * The order of `count` items, reshuffled every `intervalMs`. The first render (on the server and in
 * the browser) keeps the declared order so hydration matches; the timer starts after mount, and
 * never while the visitor prefers reduced motion (it follows that setting if it changes).
 */
export function useReshuffle(count: number, intervalMs: number): number[] {
  const [order, setOrder] = useState(() => declared(count));
  // A different number of pictures (pages.json edited while the page is open) starts over.
  if (order.length !== count) setOrder(declared(count));

  useEffect(() => {
    const query = reducedMotionList();
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const sync = () => {
      stop();
      if (query?.matches) return;
      timer = setInterval(() => {
        // A hidden tab has no one to watch; skip the work until it is visible again.
        if (document.visibilityState === "hidden") return;
        setOrder((current) => shuffled(current));
      }, intervalMs);
    };
    sync();
    query?.addEventListener?.("change", sync);
    return () => {
      stop();
      query?.removeEventListener?.("change", sync);
    };
  }, [intervalMs]);

  return order;
}

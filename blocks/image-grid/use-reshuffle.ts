import { useEffect, useState, type RefObject } from "react";
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
 * never while the visitor prefers reduced motion (it follows that setting if it changes) nor while it
 * is told to hold `still` (the visitor paused it, or the page is held still: the editor's preview);
 * let go, it moves a whole interval later. It also
 * rests while `shown` (the grid) is out of the window: a visitor who has scrolled on to read does not
 * pay for sixteen pictures moving where no one sees them, and the first move after it comes back is
 * a whole interval later.
 */
export function useReshuffle(count: number, intervalMs: number, shown: RefObject<HTMLElement | null>, still = false): number[] {
  const [order, setOrder] = useState(() => declared(count));
  // A different number of pictures (pages.json edited while the page is open) starts over.
  if (order.length !== count) setOrder(declared(count));

  useEffect(() => {
    const query = reducedMotionList();
    let timer: ReturnType<typeof setInterval> | undefined;
    // In view until the browser says otherwise (it does at once for a grid out of the window).
    let inView = true;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const sync = () => {
      stop();
      if (still || query?.matches || !inView) return;
      timer = setInterval(() => {
        // A hidden tab has no one to watch; skip the work until it is visible again.
        if (document.visibilityState === "hidden") return;
        setOrder((current) => shuffled(current));
      }, intervalMs);
    };
    const element = shown.current;
    const observer =
      element && typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => {
            const seen = entries[entries.length - 1]?.isIntersecting;
            if (seen === undefined || seen === inView) return;
            inView = seen;
            sync();
          })
        : null;
    if (element) observer?.observe(element);
    sync();
    query?.addEventListener?.("change", sync);
    return () => {
      stop();
      observer?.disconnect();
      query?.removeEventListener?.("change", sync);
    };
  }, [intervalMs, shown, still]);

  return order;
}

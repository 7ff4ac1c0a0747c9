// Blocks whose code the browser fetches only when the visitor comes near them (which blocks: their
// meta says so, see blocks/meta.ts). Until then React leaves their prerendered HTML in place (a
// dehydrated Suspense boundary) and hydrates it once the code is here: the page shows them at once,
// and a visitor who never scrolls that far never downloads their code. Each such block is wrapped
// in an element carrying data-block, which is what is watched.
import type { BlockType } from "../content/types.ts";

/**
 * How far ahead of the visible area a block starts loading: half a screen, about what one swipe
 * moves the page, so its code has arrived by the time it scrolls into view.
 */
const aheadMargin = "50% 0px";

/** The waits not yet over, each ended by calling it. */
const waiting = new Set<() => void>();

/**
 * Ends every wait at once. React applies no other update to the page while one of its blocks is
 * still waiting to be hydrated, so a navigation to another page calls this first: the block's code
 * is fetched, it is hydrated, and the next page can replace it.
 */
export function stopWaitingForView(): void {
  for (const done of [...waiting]) done();
}

/**
 * Resolves when a prerendered block of this type is within reach of the viewport, or the visitor
 * focuses or presses inside one. Resolves at once where there is nothing to wait for.
 */
export function whenNearView(type: BlockType): Promise<void> {
  const targets = typeof document === "undefined" ? [] : Array.from(document.querySelectorAll<HTMLElement>(`[data-block="${type}"]`));
  if (targets.length === 0 || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      waiting.delete(done);
      observer.disconnect();
      for (const target of targets) for (const name of ["focusin", "pointerdown"]) target.removeEventListener(name, done);
      resolve();
    };
    waiting.add(done);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: aheadMargin });
    for (const target of targets) {
      observer.observe(target);
      for (const name of ["focusin", "pointerdown"]) target.addEventListener(name, done);
    }
  });
}

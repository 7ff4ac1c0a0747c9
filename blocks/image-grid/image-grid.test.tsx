import { act, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { HeldStill } from "../../runtime/foundation/ui/held-still.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { ImageGridBlock } from "./index.tsx";
import { shuffled } from "./shuffled.ts";

/** Moves the fake clock on, then lets React apply what the timers did. */
function advanceTimers(ms: number): Promise<void> {
  return act(() => {
    vi.advanceTimersByTime(ms);
    return Promise.resolve();
  });
}

type ImageGrid = BlockOf<"image-grid">;

const block = blockOn<ImageGrid>("/", "image-grid");
const declaredAlts = block.images.map((image) => image.alt);

function shownAlts(): string[] {
  const list = screen.getByRole("list", { name: block.label });
  return within(list)
    .getAllByRole("img")
    .map((image) => image.getAttribute("alt") ?? "");
}

/** A matchMedia whose reduced-motion answer the test controls, with change listeners. */
function mockReducedMotion(initially: boolean) {
  const listeners = new Set<() => void>();
  let reduce = initially;
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      media: query,
      get matches() {
        return query.includes("prefers-reduced-motion: reduce") && reduce;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    set(value: boolean) {
      reduce = value;
      listeners.forEach((listener) => listener());
    },
  };
}

/** An IntersectionObserver the test drives: `show(false)` tells every observer its target left the window. */
function mockIntersections() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      readonly #entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.#entry = { callback, targets: [] };
        observers.add(this.#entry);
      }
      observe(target: Element) {
        this.#entry.targets.push(target);
      }
      disconnect() {
        observers.delete(this.#entry);
      }
    },
  );
  return {
    show(isIntersecting: boolean) {
      for (const { callback, targets } of observers) {
        callback(
          targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
    watched: () => [...observers].flatMap((observer) => observer.targets),
  };
}

/** Lets the first reshuffle happen; the order it made. */
async function firstMove(): Promise<string[]> {
  await advanceTimers(block.intervalMs);
  const moved = shownAlts();
  expect(moved).not.toEqual(declaredAlts);
  return moved;
}

describe("image-grid", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the 16 pictures in their declared order first, as a labelled list", () => {
    renderOnPage(<ImageGridBlock block={block} />, "/");
    expect(block.images).toHaveLength(16);
    expect(shownAlts()).toEqual(declaredAlts);
    const list = screen.getByRole("list", { name: block.label });
    expect(list.tagName).toBe("UL");
    expect(list).toHaveStyle({ height: `${block.height}px` });
  });

  it("hydrates the server's markup without a mismatch", async () => {
    const html = renderToString(<ImageGridBlock block={block} />);
    const host = document.createElement("div");
    host.innerHTML = html;
    document.body.append(host);
    expect([...host.querySelectorAll("img")].map((image) => image.alt)).toEqual(declaredAlts);

    // React reports a text mismatch as a recoverable error and an attribute mismatch (src, alt)
    // only through console.error, so both are watched.
    const consoleError = vi.spyOn(console, "error");
    const onRecoverableError = vi.fn();
    const root = hydrateRoot(host, <ImageGridBlock block={block} />, { onRecoverableError });
    await advanceTimers(0);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(shownAlts()).toEqual(declaredAlts);
    act(() => root.unmount());
    host.remove();
  });

  it("loads the first row at once and the rest lazily, with sizes reserved", () => {
    renderOnPage(<ImageGridBlock block={block} />, "/");
    const images = screen.getAllByRole("img");
    expect(images.map((image) => image.getAttribute("loading"))).toEqual([...Array<string>(4).fill("eager"), ...Array<string>(12).fill("lazy")]);
    for (const image of images) {
      expect(image).toHaveAttribute("width");
      expect(image).toHaveAttribute("height");
    }
    expect(images[0]).toHaveAttribute("src", block.images[0]?.src);
  });

  it("reshuffles every intervalMs and keeps every picture", async () => {
    renderOnPage(<ImageGridBlock block={block} />, "/");
    await advanceTimers(block.intervalMs - 1);
    expect(shownAlts()).toEqual(declaredAlts);

    await advanceTimers(1);
    const first = shownAlts();
    expect(first).not.toEqual(declaredAlts);
    expect([...first].sort()).toEqual([...declaredAlts].sort());

    await advanceTimers(block.intervalMs);
    const second = shownAlts();
    expect(second).not.toEqual(first);
    expect([...second].sort()).toEqual([...declaredAlts].sort());
  });

  it("stays still when the visitor prefers reduced motion", async () => {
    mockReducedMotion(true);
    renderOnPage(<ImageGridBlock block={block} />, "/");
    await advanceTimers(block.intervalMs * 5);
    expect(shownAlts()).toEqual(declaredAlts);
  });

  it("pauses at its button and moves again a whole interval after it is pressed again", async () => {
    renderOnPage(<ImageGridBlock block={block} />, "/");
    const pause = screen.getByRole("button", { name: block.pauseLabel });
    expect(pause).toHaveAttribute("aria-pressed", "false");
    const moved = await firstMove();

    act(() => pause.click());
    expect(pause).toHaveAttribute("aria-pressed", "true");
    await advanceTimers(block.intervalMs * 5);
    expect(shownAlts()).toEqual(moved);
    expect(vi.getTimerCount()).toBe(0);

    // Pressed again: the same button, its words kept, the grid moving a whole interval later.
    act(() => pause.click());
    expect(screen.getByRole("button", { name: block.pauseLabel })).toHaveAttribute("aria-pressed", "false");
    await advanceTimers(block.intervalMs - 1);
    expect(shownAlts()).toEqual(moved);
    await advanceTimers(1);
    expect(shownAlts()).not.toEqual(moved);
  });

  it("stays still where the page is held still (the editor's preview), with no pause button", async () => {
    renderOnPage(
      <HeldStill.Provider value={true}>
        <ImageGridBlock block={block} />
      </HeldStill.Provider>,
      "/",
    );
    await advanceTimers(block.intervalMs * 5);
    expect(shownAlts()).toEqual(declaredAlts);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("stops reshuffling as soon as the visitor turns on reduced motion", async () => {
    const preference = mockReducedMotion(false);
    renderOnPage(<ImageGridBlock block={block} />, "/");
    const moved = await firstMove();

    act(() => preference.set(true));
    await advanceTimers(block.intervalMs * 5);
    expect(shownAlts()).toEqual(moved);
  });

  it("rests while the grid is out of the window, and moves again a whole interval after it is back", async () => {
    const view = mockIntersections();
    renderOnPage(<ImageGridBlock block={block} />, "/");
    expect(view.watched()).toEqual([screen.getByRole("list", { name: block.label })]);
    const moved = await firstMove();

    act(() => view.show(false));
    await advanceTimers(block.intervalMs * 5);
    expect(shownAlts()).toEqual(moved);
    expect(vi.getTimerCount()).toBe(0);

    act(() => view.show(true));
    await advanceTimers(block.intervalMs - 1);
    expect(shownAlts()).toEqual(moved);
    await advanceTimers(1);
    expect(shownAlts()).not.toEqual(moved);
  });

  it("stops its timer when it leaves the page", () => {
    const { unmount } = renderOnPage(<ImageGridBlock block={block} />, "/");
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    vi.runOnlyPendingTimers();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("shuffled", () => {
  it("returns a different order of the same items, even when the random draw changes nothing", () => {
    const items = [1, 2, 3, 4];
    // Math.random() close to 1 makes Fisher-Yates swap every item with itself.
    const result = shuffled(items, () => 0.999);
    expect(result).not.toEqual(items);
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4]);
  });
});

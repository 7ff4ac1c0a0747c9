// Loads page data in the browser. Follows the spec's client cache: data stays fresh for
// pageDataStaleMs (60 s), is not fetched again when the window regains focus, and a failed request
// is tried pageDataRetries (1) more time.
import { dataUrl, fallbackDataUrl, fallbackFor } from "./data-url.ts";
import type { PageData, ShellData } from "../foundation/site-data.ts";

export interface PageSource {
  shell: ShellData;
  load(path: string): Promise<PageData>;
  /**
   * The small drawings the server's render writes into a page as data: addresses, by their path in
   * pages.json (cli/build/inline-drawings.ts): only the build's source has them, and no page's data.
   */
  drawings?: Readonly<Record<string, string>>;
  /** Forgets cached data and tells subscribers to load again (the dev server does this on save). */
  invalidate(): void;
  /** Called after each invalidate; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The invalidate/subscribe pair every page source shares. */
export function invalidation(clear: () => void): Pick<PageSource, "invalidate" | "subscribe"> {
  const listeners = new Set<() => void>();
  return {
    invalidate() {
      clear();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

class NotFound extends Error {}

/** A JSON file of the site's data, tried `retries` more times when the request fails (not on a 404). */
export async function fetchJson<T = PageData>(url: string, retries: number): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, { headers: { accept: "application/json" } });
      if (response.status === 404) throw new NotFound(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as T;
    } catch (error) {
      if (error instanceof NotFound || attempt >= retries) throw error;
    }
  }
}

export function httpPageSource(shell: ShellData, initial?: { path: string; data: PageData }): PageSource {
  const { pageDataStaleMs, pageDataRetries } = shell.site.behaviour;
  const cache = new Map<string, { data: PageData; at: number }>();
  if (initial) cache.set(initial.path, { data: initial.data, at: Date.now() });
  return {
    shell,
    ...invalidation(() => cache.clear()),
    async load(path) {
      const cached = cache.get(path);
      if (cached && Date.now() - cached.at < pageDataStaleMs) return cached.data;
      let data: PageData;
      try {
        data = await fetchJson(dataUrl(path), pageDataRetries);
      } catch (error) {
        const fallback = fallbackFor(path, shell.fallbacks);
        if (!(error instanceof NotFound) || !fallback) throw error;
        data = await fetchJson(fallbackDataUrl(fallback), pageDataRetries);
      }
      cache.set(path, { data, at: Date.now() });
      return data;
    },
  };
}

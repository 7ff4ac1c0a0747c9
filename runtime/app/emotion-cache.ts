import createCache, { type EmotionCache } from "@emotion/cache";

/** One key on the server and in the browser, so the browser adopts the prerendered styles. */
export const emotionKey = "s";

/**
 * The attribute of the prerendered tag of the page's classes, naming them. Not emotion's own
 * `data-emotion="s ..."`: emotion's cache would move that tag to the end of the head when the
 * browser starts, and a moved style tag makes the browser work out every element's style again
 * (on an Urdu page, whose text costs most to set, a long task Lighthouse counts in full).
 */
export const prerenderedClassesAttribute = "data-emotion-prerendered";

/**
 * The cache of a page's styles, on the server and in the browser, written as they are: without the
 * prefixes for browsers of ten years ago that emotion adds by default (stylis's prefixer: four
 * `display` lines for each flex box, `-webkit-` beside each transform). Every browser the site
 * supports reads the plain properties; the prefixes were 11-15% of a page's HTML (3-6% gzipped),
 * which must fit the first round trip of a phone's connection (tests/e2e/budgets.spec.ts). A prefix still needed is written by hand
 * (`-webkit-text-size-adjust` in global-styles.tsx).
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: emotionKey, stylisPlugins: [] });
}

/** A page's cache on the server: in emotion's compat mode the render writes no <style> of its own, and its styles are taken from the cache (prerenderedStyleTags). */
export function createServerEmotionCache(): EmotionCache {
  const cache = createEmotionCache();
  cache.compat = true;
  return cache;
}

/**
 * The style tags of a page rendered with `cache`, a cache of its own: each global style
 * (<PageGlobal>) in emotion's own form, with the `data-s` emotion gives the tags it makes itself
 * (without it, the cache @emotion/react makes as it loads, key "css", moves every prerendered tag to
 * the end of the head), then the page's classes in one tag named by prerenderedClassesAttribute.
 * emotion's extractCriticalToChunks makes the same chunks after searching the page's HTML for the
 * classes it uses; a page's own cache holds only what its render inserted, so the search (a twentieth
 * of a 10,000-city build's render time) is left out.
 */
export function prerenderedStyleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const classIds: string[] = [];
  let classes = "";
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== "string") continue;
    // As emotion sorts them: a class registered with no rules (an empty style) goes with the globals.
    if (!cache.registered[`${cache.key}-${id}`]) globals.push(`<style data-emotion="${cache.key}-global ${id}" data-s="">${css}</style>`);
    else {
      classIds.push(id);
      classes += css;
    }
  }
  return `${globals.join("")}<style ${prerenderedClassesAttribute}="${classIds.join(" ")}">${classes}</style>`;
}

/**
 * Tells the browser's cache that the prerendered classes are in the page already, as emotion's
 * hydration does, but leaves their tag where it is, so hydrating the page restyles nothing.
 */
export function adoptPrerenderedClasses(cache: EmotionCache, document: Document): void {
  for (const tag of document.querySelectorAll(`style[${prerenderedClassesAttribute}]`)) {
    for (const id of (tag.getAttribute(prerenderedClassesAttribute) ?? "").split(" ")) {
      if (id) cache.inserted[id] = true;
    }
  }
}

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

export function createEmotionCache(): EmotionCache {
  return createCache({ key: emotionKey });
}

interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The style tags of a prerendered page, from emotion's extractCriticalToChunks: the classes in one
 * tag named by prerenderedClassesAttribute, each global style (<PageGlobal>) in emotion's own form
 * with the `data-s` emotion gives the tags it makes itself: without it, the cache @emotion/react
 * makes as it loads (key "css") moves every prerendered tag to the end of the head.
 */
export function prerenderedStyleTags(styles: readonly StyleChunk[]): string {
  return styles
    .map(({ key, ids, css }) =>
      key === emotionKey
        ? `<style ${prerenderedClassesAttribute}="${ids.join(" ")}">${css}</style>`
        : `<style data-emotion="${key} ${ids.join(" ")}" data-s="">${css}</style>`,
    )
    .join("");
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

import createCache from "@emotion/cache";

/** One key on the server and in the browser, so the browser adopts the prerendered styles. */
export const emotionKey = "s";

export function createEmotionCache() {
  return createCache({ key: emotionKey });
}

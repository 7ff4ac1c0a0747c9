// Styles for the whole page (emotion's <Global>), drawn by the server and then left alone by the
// browser that hydrates the page. Emotion's own hydration of a global style moves its tag in the
// head, and moving a tag that holds an @font-face makes the browser set every text again: on an
// Urdu page, 100 ms of restyling and layout on this machine, 400 ms of blocked main thread on
// Lighthouse's phone (runtime/app/emotion-cache.ts adopts the other prerendered styles the same way).
import { Global, type Interpolation, type Theme } from "@emotion/react";
import { createContext, useContext } from "react";

const StylesServed = createContext(false);

/** Around a tree hydrated over prerendered HTML: its page-wide styles are in the head already. */
export const PrerenderedStyles = StylesServed.Provider;

export function PageGlobal({ styles }: { styles: Interpolation<Theme> }) {
  return useContext(StylesServed) ? null : <Global styles={styles} />;
}

// The typefaces a language's pages may bring (pages.json `languages[].font`), as plain data: what
// the dev server, the servers and the prerender need to know of them, without React (the face is
// set by language-fonts.tsx).
import type { Language } from "../content/languages.ts";

export type FontId = NonNullable<Language["font"]>;

interface FontFace {
  family: string;
  /** Fonts the reader's device likely has for the same script, for the moment before it arrives. */
  fallback: string;
  /** The line heights (tokens.ts `leading`) its letters need: Nastaliq stacks them diagonally and reaches far above and below the line. */
  leading: { tight: number; snug: number; normal: number; relaxed: number };
}

export const fontFaces: Record<FontId, FontFace> = {
  "noto-nastaliq-urdu": {
    family: "Noto Nastaliq Urdu",
    fallback: '"Noto Naskh Arabic", "Segoe UI", Tahoma',
    leading: { tight: 1.75, snug: 1.9, normal: 2.1, relaxed: 2.2 },
  },
};

/** A language's font on its pages: where the build put it (cut down to the site's letters). */
export interface PageFont {
  id: FontId;
  url: string;
}

/** Where the browser keeps the address of the font file it has fetched, so later pages know it has it. */
export const fetchedKey = "pages-font";
/** Set on <html> when the text may be drawn in the font: its file is in the browser's cache. */
export const readyAttribute = "data-font";

/**
 * The script at the top of each page in a language with a font (written into the page's HTML, so
 * pages in other languages carry none of it). Before anything is drawn, it lets the text be set in
 * the font when an earlier page has fetched the file, which then comes from the browser's cache at
 * once. Otherwise the page draws the reader's own font, and the file is fetched into the cache when
 * the reader first scrolls, touches the screen or presses a key: by then the page has its pictures
 * and code, and the reader is reading it, which takes longer than fetching 100 KB. It is fetched, not
 * read as a font: reading a Nastaliq file is a long task of its own, which this page need not wait for.
 */
export function fontReadyScript(font: PageFont): string {
  const url = JSON.stringify(font.url);
  const key = JSON.stringify(fetchedKey);
  return (
    "<script>try{var d=document.documentElement;" +
    `if(localStorage.getItem(${key})===${url})d.setAttribute(${JSON.stringify(readyAttribute)},"ready");` +
    'else{var e=["scroll","pointerdown","touchstart","keydown"],f=function(){' +
    "e.forEach(function(n){removeEventListener(n,f,true)});" +
    `fetch(${url}).then(function(r){return r.ok&&r.arrayBuffer()}).then(function(b){if(b)localStorage.setItem(${key},${url})}).catch(function(){})};` +
    "e.forEach(function(n){addEventListener(n,f,{capture:true,passive:true})})}" +
    "}catch(e){}</script>"
  );
}

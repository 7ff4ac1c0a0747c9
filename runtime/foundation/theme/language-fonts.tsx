// The typefaces a language's pages may bring (pages.json `languages[].font`), and how they are set.
// Only pages in that language render <LanguageFont>: the others load no font and no extra bytes.
import { css, Global } from "@emotion/react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { Language } from "../content/languages.ts";
import { fontFamily } from "./tokens.ts";

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
const fetchedKey = "pages-font";
const readyAttribute = "data-font";

function fetchedAlready(url: string): boolean {
  try {
    return window.localStorage.getItem(fetchedKey) === url;
  } catch {
    return false;
  }
}

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

/**
 * The face and the text set in it. A first visit draws the reader's own font and fetches the file
 * once the reader scrolls or touches the page (fontReadyScript; the Nastaliq file is 100 KB, and setting Nastaliq costs the phone's
 * processor more than any other script: on a first visit it would hold up the first text by half a
 * second), so the first page never waits for it. The pages after it, and the next client-side page,
 * are set in the font from the cache. A page never changes its font while it is read, so nothing
 * shifts; font-display: optional keeps it so should the cache have dropped the file. The line height
 * is the font's in both cases, so lines have one height whichever font draws them.
 */
export function LanguageFont({ font }: { font: PageFont }) {
  const face = fontFaces[font.id];
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    // Another page, after a click: its text is new anyway, so it may come in the font.
    if (pathname !== firstPath.current && fetchedAlready(font.url)) document.documentElement.setAttribute(readyAttribute, "ready");
  }, [pathname, font.url]);
  return (
    <Global
      styles={css`
        @font-face {
          font-family: "${face.family}";
          src: url("${font.url}") format("woff2");
          font-weight: 100 900;
          font-display: optional;
        }
        :root {
          --leading-tight: ${face.leading.tight};
          --leading-snug: ${face.leading.snug};
          --leading-normal: ${face.leading.normal};
          --leading-relaxed: ${face.leading.relaxed};
        }
        body {
          font-family: ${face.fallback}, ${fontFamily};
        }
        :root[${readyAttribute}="ready"] body {
          font-family: "${face.family}", ${face.fallback}, ${fontFamily};
        }
      `}
    />
  );
}

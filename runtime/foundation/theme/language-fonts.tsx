// How a language's typeface (font-faces.ts) is set on its pages. Only pages in that language render
// <LanguageFont>: the others load no font and no extra bytes.
import { css } from "@emotion/react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { fetchedKey, readyAttribute, typefaceById, type PageFont } from "./font-faces.ts";
import { fontFamily } from "./tokens.ts";
import { PageGlobal } from "./page-global.tsx";

function fetchedAlready(url: string): boolean {
  try {
    return window.localStorage.getItem(fetchedKey) === url;
  } catch {
    return false;
  }
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
  const face = typefaceById(font.id);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    // Another page, after a click: its text is new anyway, so it may come in the font.
    if (pathname !== firstPath.current && fetchedAlready(font.url)) document.documentElement.setAttribute(readyAttribute, "ready");
  }, [pathname, font.url]);
  return (
    <PageGlobal
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

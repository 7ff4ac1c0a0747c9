// The typefaces a language's pages may bring (pages.json `languages[].font`), and how they are set.
// Only pages in that language render <LanguageFont>: the others load no font and no extra bytes.
import { css, Global } from "@emotion/react";
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

/**
 * The face and the text set in it. font-display: optional, with the file preloaded by the page:
 * on a first visit the font is used if it arrives within the first moments, and otherwise the
 * reader's own font stays for that page (the file is cached for the next one), so the text never
 * changes its shape under the reader's eyes and nothing shifts. The line height is the font's in
 * both cases, so lines have one height whichever font draws them.
 */
export function LanguageFont({ font }: { font: PageFont }) {
  const face = fontFaces[font.id];
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
          font-family: "${face.family}", ${face.fallback}, ${fontFamily};
        }
      `}
    />
  );
}

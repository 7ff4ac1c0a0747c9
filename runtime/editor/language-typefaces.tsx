// Each language's text in the editor set in the site's typeface for it (Urdu in Nastaliq, Arabic in
// Naskh: runtime/foundation/theme/font-faces.ts): its side-by-side boxes, and whatever the preview
// marks as that language (the switcher's اردو). The files come whole from the editor's server
// (/_fonts/ below the editor's address, cli/edit/typeface-files.ts), so the letters never show as boxes on a computer that has
// no font for them. Rendered once in the editor's page and once in the preview's frame: a font
// belongs to one document.
import { css, Global } from "@emotion/react";
import { fontsPrefix, type Language } from "../foundation/content/index.ts";
import { fontOf, typefaceById } from "../foundation/theme/font-faces.ts";
import { fontFamily } from "../foundation/theme/tokens.ts";
import { editorBase } from "./editor-base.ts";

/** A code as a CSS :lang() takes it: letters, digits and hyphens (a file being edited may hold anything). */
const isPlainCode = (code: string) => /^[A-Za-z0-9-]+$/.test(code);

export function LanguageTypefaces({ languages }: { languages: readonly Pick<Language, "code" | "font">[] }) {
  const faces = languages.flatMap((language) => {
    const id = fontOf(language);
    return id && isPlainCode(language.code) ? [{ code: language.code, id, face: typefaceById(id) }] : [];
  });
  if (faces.length === 0) return null;
  const declared = [...new Map(faces.map((face) => [face.id, face])).values()];
  return (
    <Global
      styles={css`
        ${declared.map(
          ({ id, face }) => css`
            @font-face {
              font-family: "${face.family}";
              src: url("${editorBase}${fontsPrefix.slice(1)}/${id}.woff2") format("woff2");
              font-weight: 100 900;
              font-display: swap;
            }
          `,
        )}
        ${faces.map(
          ({ code, face }) => css`
            /* Above a control's own font: inherit (a class) and a page's font for its body. */
            :root :lang(${code}) {
              font-family: "${face.family}", ${face.fallback}, ${fontFamily};
            }
            input:lang(${code}),
            textarea:lang(${code}) {
              line-height: ${face.leading.snug};
            }
          `,
        )}
      `}
    />
  );
}

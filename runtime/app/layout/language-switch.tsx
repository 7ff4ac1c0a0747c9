// The language switcher in the header: a link to the page shown, in each other language of the
// site, named in that language. It follows client-side navigation (the address it links to is
// worked out from the current one), and it loads the other language as a page of its own, never
// inside this one: the other language has its own direction, words and fonts. No redirect by the
// browser's language: a visitor chooses. On a not-found page it leads to the other language's home.
import { css } from "@emotion/react";
import { useLocation } from "react-router";
import { inLanguage, languageOfPath } from "../../foundation/content/languages.ts";
import type { ShellData } from "../../foundation/site-data.ts";
import { useSite } from "../../foundation/site-context.tsx";
import { radius } from "../../foundation/theme/tokens.ts";
import { visuallyHidden } from "../../foundation/ui/styles.ts";

const link = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.75rem;
  border-radius: ${radius.pill};
  border: 1px solid rgba(255, 255, 255, 0.35);
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
`;

// On the narrowest phones a long name (English) shows as its code (EN), read out by its name still.
const narrow = "@media (max-width: 419px)";
const fullName = css`
  ${narrow} {
    ${visuallyHidden};
  }
`;
const shortName = css`
  display: none;
  ${narrow} {
    display: inline;
  }
`;

export function LanguageSwitch({ shell }: { shell: ShellData }) {
  const { pathname } = useLocation();
  // A page that does not exist here exists in no other language either: the switcher leads home.
  const { path } = languageOfPath(useSite().data.status === 404 ? "/" : pathname, shell.languages);
  const others = shell.languages.filter((language) => language.code !== shell.language.code);
  return others.map((language) => (
    <a key={language.code} href={inLanguage(path, language)} hrefLang={language.code} lang={language.code} dir={language.dir} css={link}>
      {language.name.length > 4 ? (
        <>
          <span css={fullName}>{language.name}</span>
          <span css={shortName} aria-hidden="true">
            {language.code.toUpperCase()}
          </span>
        </>
      ) : (
        language.name
      )}
    </a>
  ));
}

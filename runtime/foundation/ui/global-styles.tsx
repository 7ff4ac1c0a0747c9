import { css } from "@emotion/react";
import { PageGlobal } from "../theme/page-global.tsx";
import { color, cssVariables, fontFamily, palettes, leading } from "../theme/tokens.ts";
import { visuallyHidden } from "./styles.ts";

// Light by default, dark when the system asks for it, and the visitor's own choice (data-theme on
// <html>, set before first paint by the inline script in index.html) wins over both.
const styles = css`
  :root {
    ${cssVariables(palettes.light)}
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    :root:not([data-theme="light"]) {
      ${cssVariables(palettes.dark)}
      color-scheme: dark;
    }
  }
  :root[data-theme="dark"] {
    ${cssVariables(palettes.dark)}
    color-scheme: dark;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: 140px;
  }
  body {
    margin: 0;
    font-family: ${fontFamily};
    font-size: 1rem;
    line-height: ${leading.normal};
    background: ${color("bg")};
    color: ${color("text")};
  }
  img,
  svg {
    max-width: 100%;
    display: block;
  }
  a {
    color: ${color("link")};
  }
  h1,
  h2,
  h3 {
    line-height: ${leading.tight};
    margin: 0 0 0.5em;
  }
  p {
    margin: 0 0 1em;
  }
  :focus-visible {
    outline: 3px solid ${color("focus")};
    outline-offset: 2px;
  }
  .visually-hidden {
    ${visuallyHidden};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <PageGlobal styles={styles} />;
}

import { css } from "@emotion/react";
import { useSyncExternalStore } from "react";
import { useFallbackMarks } from "../../foundation/site-context.tsx";
import { radius } from "../../foundation/theme/tokens.ts";
import { Icon } from "../../foundation/ui/icon.tsx";

const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${radius.pill};
  border: 1px solid rgba(255, 255, 255, 0.35);
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

export const themeStorageKey = "theme";

function systemTheme(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia("(prefers-color-scheme: dark)") : null;
}

/** The theme the page shows: the visitor's choice (data-theme, set before the first paint) or the system's. */
function showsDark(): boolean {
  const chosen = document.documentElement.dataset.theme;
  return chosen ? chosen === "dark" : (systemTheme()?.matches ?? false);
}

/** Calls back when either of those changes. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ["data-theme"] });
  const system = systemTheme();
  system?.addEventListener("change", onChange);
  return () => {
    observer.disconnect();
    system?.removeEventListener("change", onChange);
  };
}

/** Light or dark: the system's setting until the visitor picks one, which is remembered. */
export function ThemeToggle({ label }: { label: string }) {
  // The server cannot know the theme (null); the browser's is read once hydrated, so hydration matches.
  const dark = useSyncExternalStore(subscribe, showsDark, () => null);
  const marks = useFallbackMarks();
  const toggle = () => {
    const next = !dark;
    document.documentElement.dataset.theme = next ? "dark" : "light";
    try {
      localStorage.setItem(themeStorageKey, next ? "dark" : "light");
    } catch {
      // Private browsing without storage: the choice lasts for this page only.
    }
  };
  return (
    <button type="button" css={button} aria-pressed={dark ?? false} aria-label={label} {...marks.named(label)} onClick={toggle}>
      <Icon name={dark ? "moon" : "sun"} size={20} />
    </button>
  );
}

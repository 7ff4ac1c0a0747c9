import { css } from "@emotion/react";
import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { radius } from "../../theme/tokens.ts";

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

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches;
}

/** Light or dark: the system's setting until the visitor picks one, which is remembered. */
export function ThemeToggle() {
  // The server cannot know the theme; the real state is read after mount so hydration matches.
  const [dark, setDark] = useState<boolean | null>(null);
  useEffect(() => {
    const chosen = document.documentElement.dataset.theme;
    setDark(chosen ? chosen === "dark" : systemPrefersDark());
  }, []);
  const toggle = () => {
    const next = !dark;
    setDark(next);
    document.documentElement.dataset.theme = next ? "dark" : "light";
    try {
      localStorage.setItem(themeStorageKey, next ? "dark" : "light");
    } catch {
      // Private browsing without storage: the choice lasts for this page only.
    }
  };
  return (
    <button type="button" css={button} aria-pressed={dark ?? false} aria-label="Dark theme" onClick={toggle}>
      {dark ? <Moon size={20} aria-hidden="true" /> : <Sun size={20} aria-hidden="true" />}
    </button>
  );
}

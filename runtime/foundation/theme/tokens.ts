// Design tokens. Colours are CSS custom properties so light and dark themes switch without
// re-rendering and prerendered HTML never flashes the wrong theme; each pair meets WCAG AA.
import type { IconColor } from "../../../schema/index.ts";

export const palettes = {
  light: {
    bg: "#ffffff",
    surface: "#f6f4ef",
    surfaceRaised: "#ffffff",
    text: "#14213d",
    textMuted: "#4a5568",
    border: "#d9d4c7",
    primary: "#0b2545",
    primaryText: "#ffffff",
    accent: "#0f6b66",
    accentText: "#ffffff",
    highlight: "#f2a541",
    highlightText: "#14213d",
    link: "#0f5c8a",
    focus: "#c2410c",
    danger: "#b42318",
    dangerBg: "#fde8e7",
    success: "#146c43",
    successBg: "#e3f4ea",
    star: "#b7791f",
    heroBg: "#0b2545",
    heroText: "#ffffff",
    heroMuted: "#d6e2f0",
  },
  dark: {
    bg: "#0d1526",
    surface: "#131d33",
    surfaceRaised: "#1a2640",
    text: "#eef2f8",
    textMuted: "#b4c0d3",
    border: "#2d3b57",
    primary: "#9cc7f0",
    primaryText: "#0d1526",
    accent: "#5fd0c6",
    accentText: "#0d1526",
    highlight: "#f2a541",
    highlightText: "#14213d",
    link: "#8cc4f5",
    focus: "#fbbf24",
    danger: "#ffb4ab",
    dangerBg: "#4a1d1a",
    success: "#8fe0b0",
    successBg: "#173a28",
    star: "#f6c453",
    heroBg: "#07101f",
    heroText: "#ffffff",
    heroMuted: "#c3d2e6",
  },
} as const;

export type ColorToken = keyof (typeof palettes)["light"];

/** `var(--c-name)` for a colour token. */
export function color(token: ColorToken): string {
  return `var(--c-${token})`;
}

export function cssVariables(palette: (typeof palettes)["light" | "dark"]): string {
  return Object.entries(palette)
    .map(([token, value]) => `--c-${token}:${value};`)
    .join("");
}

/** Icon backgrounds by the colour names pages.json uses; text on them is white or navy for contrast. */
export const iconColors: Record<IconColor, { bg: string; fg: string }> = {
  navy: { bg: "#0b2545", fg: "#ffffff" },
  teal: { bg: "#0f6b66", fg: "#ffffff" },
  amber: { bg: "#f2a541", fg: "#14213d" },
  green: { bg: "#146c43", fg: "#ffffff" },
  red: { bg: "#b42318", fg: "#ffffff" },
  purple: { bg: "#5b3fa8", fg: "#ffffff" },
  blue: { bg: "#1d5fa8", fg: "#ffffff" },
  orange: { bg: "#c2410c", fg: "#ffffff" },
};

export const space = { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem", xxl: "4rem" } as const;

export const fontSize = {
  sm: "0.875rem",
  base: "1rem",
  lg: "1.125rem",
  xl: "1.375rem",
  xxl: "clamp(1.5rem, 1.2rem + 1.2vw, 2rem)",
  hero: "clamp(1.9rem, 1.4rem + 2.4vw, 3.1rem)",
} as const;

export const radius = { sm: "6px", md: "12px", lg: "20px", pill: "999px" } as const;

export const shadow = {
  card: "0 1px 2px rgba(11, 37, 69, 0.08), 0 4px 16px rgba(11, 37, 69, 0.06)",
  raised: "0 8px 30px rgba(11, 37, 69, 0.16)",
} as const;

export const breakpoint = {
  md: "@media (min-width: 768px)",
  lg: "@media (min-width: 1024px)",
} as const;

/**
 * Line heights, from tight (headings) to relaxed (long reading). A script that needs more room
 * between lines (Nastaliq reaches far above and below the line) sets the variables on its pages
 * (runtime/foundation/theme/language-fonts.tsx); everywhere else the numbers after the comma apply.
 */
export const leading = {
  tight: "var(--leading-tight, 1.15)",
  snug: "var(--leading-snug, 1.3)",
  normal: "var(--leading-normal, 1.6)",
  relaxed: "var(--leading-relaxed, 1.7)",
} as const;

export const maxWidth = "1200px";
export const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';

// What every block can read: the shared shell (company facts, navigation) and the current page.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { fallbackMarksOf, noFallbackMarks, type FallbackMarks } from "./fallback-marks.ts";
import type { PageData, ResponsivePicture, ShellData } from "./site-data.ts";

interface SiteContextValue {
  shell: ShellData;
  data: PageData;
}

const SiteContext = createContext<(SiteContextValue & { marks: FallbackMarks }) | null>(null);

export function SiteProvider({ shell, data, children }: SiteContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ shell, data, marks: fallbackMarksOf(shell, data) }), [shell, data]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() is used outside <SiteProvider>.");
  return value;
}

/**
 * How to mark a text the page shows in the site's first language, having no words in the page's
 * language (runtime/foundation/fallback-marks.ts): spread `marks(text)` on the element whose
 * content is the text, `marks.named(text)` on one it names (alt, placeholder, aria-label, title).
 * Outside a page (a notice in the editor) nothing is marked.
 */
export function useFallbackMarks(): FallbackMarks {
  return useContext(SiteContext)?.marks ?? noFallbackMarks;
}

/** The drawing of an icon the page's content names (its data carries it), or undefined (another icon, outside a page). */
export function useContentIconDrawing(name: string): string | undefined {
  const icons: Readonly<Record<string, string | undefined>> | undefined = useContext(SiteContext)?.data.icons;
  return icons && Object.hasOwn(icons, name) ? icons[name] : undefined;
}

/** The sizes the build made of a photo the page shows, or undefined (an SVG, the dev server, the editor's preview, outside a page). */
export function useResponsivePicture(src: string): ResponsivePicture | undefined {
  const pictures = useContext(SiteContext)?.data.pictures;
  return pictures && Object.hasOwn(pictures, src) ? pictures[src] : undefined;
}

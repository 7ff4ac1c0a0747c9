// What every block can read: the shared shell (company facts, navigation) and the current page.
import { createContext, useContext, type ReactNode } from "react";
import { inLanguage } from "./content/languages.ts";
import type { PageData, ShellData } from "./site-data.ts";

interface SiteContextValue {
  shell: ShellData;
  data: PageData;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ shell, data, children }: SiteContextValue & { children: ReactNode }) {
  return <SiteContext.Provider value={{ shell, data }}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() is used outside <SiteProvider>.");
  return value;
}

/** A path of the site as the first language writes it, in the language of the page shown: / is /ur/ on an Urdu page. */
export function usePathInLanguage(): (path: string) => string {
  const { language } = useSite().shell;
  return (path) => inLanguage(path, language);
}

import type { ReactNode } from "react";
import type { ContentMarks } from "../fallback-marks.ts";

/**
 * A link that stays inside the app for addresses of this site (a plain anchor, which the app's
 * click listener follows: see runtime/app/layout/link-list.tsx) and opens other sites in a new tab.
 *
 * Style it with a css prop, like an element: emotion turns that into `className`. The anchor takes
 * only the className. Giving it the css prop again would compose a second class from the first,
 * and the first (in no element's class) is then left out of the prerendered styles, so the browser
 * would have to compile and insert it again while hydrating. Its text's marks (`useFallbackMarks`)
 * are given as lang and dir.
 */
export function SmartLink({ href, children, className, lang, dir }: { href: string; children: ReactNode; className?: string } & ContentMarks) {
  const external = href.startsWith("https://");
  return (
    <a href={href} className={className} lang={lang} dir={dir} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

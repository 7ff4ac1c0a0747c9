import type { ReactNode } from "react";
import type { SerializedStyles } from "@emotion/react";

/**
 * A link that stays inside the app for addresses of this site (a plain anchor, which the app's
 * click listener follows: see runtime/layout/link-list.tsx) and opens other sites in a new tab.
 */
export function SmartLink({ href, children, css: style, className }: { href: string; children: ReactNode; css?: SerializedStyles; className?: string }) {
  if (href.startsWith("/")) {
    return (
      <a href={href} css={style} className={className}>
        {children}
      </a>
    );
  }
  const external = href.startsWith("https://");
  return (
    <a href={href} css={style} className={className} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

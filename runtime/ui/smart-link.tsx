import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SerializedStyles } from "@emotion/react";

/** A link that stays inside the app for addresses of this site and leaves it for the others. */
export function SmartLink({ href, children, css: style, className }: { href: string; children: ReactNode; css?: SerializedStyles; className?: string }) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} css={style} className={className}>
        {children}
      </Link>
    );
  }
  const external = href.startsWith("https://");
  return (
    <a href={href} css={style} className={className} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

// The file an alias's address holds (/karachi-cargo/index.html), for the hosts that cannot answer
// it with a redirect (GitHub Pages, an object store without rules): not a copy of the page, which
// would be a second page with the same content, but a small page that sends the visitor on at once.
// A refresh after 0 seconds is read by search engines as a permanent redirect; the canonical link
// names the page too, and the link is there for a browser that does not follow the refresh. The
// hosts that read _redirects, and `pages serve`, answer the alias with a 301 and never serve this.
import type { Language } from "../../runtime/foundation/content/index.ts";

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The alias's page: `to` is the page's address (/pakistan-cargo-to-karachi/), `canonical` its full address, `title` its title as written in its head (already escaped). */
export function aliasPage({ language, to, canonical, title }: { language: Language; to: string; canonical: string; title: string }): string {
  return `<!doctype html>
<html lang="${escapeAttribute(language.code)}" dir="${language.dir}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    <link rel="canonical" href="${escapeAttribute(canonical)}">
    <meta http-equiv="refresh" content="0; url=${escapeAttribute(to)}">
  </head>
  <body>
    <p><a href="${escapeAttribute(to)}">${title}</a></p>
  </body>
</html>
`;
}

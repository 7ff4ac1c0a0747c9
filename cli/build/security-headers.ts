// The security headers of the built site, worked out once here by `pages build` and written to
// dist/_headers (runtime/server/headers-file.ts) for static hosts; `pages serve` sends what that file
// says. What the site loads and where it sends things decides each directive:
//
// - scripts: its own files, the few scripts the build writes into the pages (by hash: the theme
//   script of index.html and the start script of cli/build/deferred-start.ts), and the tag manager
//   when pages.json names one (runtime/foundation/tracking.ts loads it on the live host names). No
//   'unsafe-inline', so an injected script, or an inline event handler, does not run.
// - styles: emotion writes the page's styles into <style> tags, at build time and again in the
//   browser whenever a component needs a rule the page did not have yet; those tags have no hash
//   known in advance, so styles need 'unsafe-inline'. A style cannot run code, so this lets an
//   injected tag restyle the page but not act in it.
// - connections: the site itself (page data, the lead endpoint), every https address a form
//   posts to (`delivery.url` in pages.json), and the tag manager's collection servers when it has one.
// - pictures come from public/ (the schema allows no other place), and from data: addresses when
//   the build wrote a small drawing into a page (inline-drawings.ts; an image runs no script); the map is a drawing and the
//   live chat a wa.me link, so nothing is framed, and no page may be framed either (clickjacking
//   of the forms): frame-ancestors 'none', with X-Frame-Options for browsers that predate it.
// - windows: no page of the site needs a hold on a window of another site, nor gives one to a
//   site that opened it or that it opens (a WhatsApp chat): Cross-Origin-Opener-Policy puts its
//   pages in a browsing context group of their own, out of reach of other windows' scripts.
import { isFormBlock } from "../../blocks/forms.ts";
import { assetsFolder, dataPrefix, type ExpandedSite } from "../../runtime/foundation/content/index.ts";
import { isFingerprinted, type HeadersRule } from "../../runtime/server/index.ts";

/** What the headers are worked out from: every page of every language, the tag manager pages.json names, if any, and whether a page has a drawing written into it. */
export interface PolicySource {
  pages: ExpandedSite["pages"];
  tagManagerId: string | undefined;
  drawsInline?: boolean;
}

/**
 * Where the tag manager loads from and reports to, as Google documents it for a Content Security
 * Policy ("Use Tag Manager with a Content Security Policy": the container, and Google Analytics 4).
 * A container's "custom JavaScript" variables would need 'unsafe-eval' and are not allowed.
 */
const tagManager = {
  scripts: ["https://*.googletagmanager.com"],
  images: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connections: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};

/** The origins of the https addresses the site's forms post to. */
function formOrigins(site: Pick<PolicySource, "pages">): string[] {
  const origins = new Set<string>();
  for (const page of site.pages) {
    for (const block of page.blocks) {
      if (isFormBlock(block) && block.delivery?.kind === "http" && block.delivery.url.startsWith("https://")) {
        origins.add(new URL(block.delivery.url).origin);
      }
    }
  }
  return [...origins].sort();
}

/** The headers every answer of the site carries; `scriptHashes` from cli/build/inline-script-hashes.ts. */
export function securityHeaders(site: PolicySource, scriptHashes: Iterable<string>): Record<string, string> {
  const tracking = site.tagManagerId === undefined ? { scripts: [], images: [], connections: [] } : tagManager;
  const policy: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...[...new Set(scriptHashes)].sort(), ...tracking.scripts],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", ...(site.drawsInline ? ["data:"] : []), ...tracking.images],
    ["connect-src", "'self'", ...formOrigins(site), ...tracking.connections],
    ["font-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    // The forms are sent by script; without it (before the code loads) the start script holds them.
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return {
    "Content-Security-Policy": policy.map((directive) => directive.join(" ")).join("; "),
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    // Other sites learn the site's address, not the page (a page address can carry a city or a search).
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // The site uses none of these; a script that got in cannot ask for them either.
    "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  };
}

/**
 * The headers of some addresses only, after the security headers: the build's fingerprinted files
 * kept by browsers for a year (a new version has a new name), as `pages serve` sends them; and the
 * pages' data files kept out of search results (they are for the site's own script). When a file of
 * public/ copied into assets/ keeps its own name, the year goes to each fingerprinted file by name
 * rather than to the whole folder.
 */
export function pathHeaders(assetPaths: readonly string[]): HeadersRule[] {
  const year = { "Cache-Control": "public, max-age=31536000, immutable" };
  const assets = assetPaths.every(isFingerprinted)
    ? [{ path: `/${assetsFolder}/*`, headers: year }]
    : assetPaths.filter(isFingerprinted).map((path) => ({ path, headers: year }));
  return [...assets, { path: `${dataPrefix}/*`, headers: { "X-Robots-Tag": "noindex" } }];
}

// sitemap.xml and robots.txt for the built site.
import type { RouteInfo } from "../../runtime/content/index.ts";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Every canonical page, no aliases, no fallback pages. */
export function sitemapXml(routes: readonly RouteInfo[]): string {
  const urls = routes
    .filter((route) => route.aliasOf === null && route.canonical !== null && route.family !== "fallback")
    .map((route) => `  <url><loc>${escapeXml(route.canonical as string)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

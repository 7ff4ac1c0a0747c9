// A page's <head>: title, description, keywords, canonical and social tags, and the same page in the
// site's other languages. The prerender writes them into the HTML; in the browser they are updated
// on every client-side navigation.
import { alternatesOf } from "../foundation/content/languages.ts";
import type { PageData, ShellData } from "../foundation/site-data.ts";

export interface HeadTag {
  kind: "meta" | "link";
  /** The attribute that identifies the tag: name, property or rel. */
  key: "name" | "property" | "rel";
  id: string;
  value: string;
  /** For a link to the page in another language: that language (hreflang). */
  hreflang?: string;
}

export interface HeadData {
  title: string;
  tags: HeadTag[];
}

export function headOf(shell: ShellData, data: PageData): HeadData {
  const { site } = shell;
  const { seo, canonical } = data.page;
  const image = seo.ogImage ?? site.socialImage.src;
  const meta = (key: HeadTag["key"], id: string, value: string): HeadTag => ({ kind: "meta", key, id, value });
  const tags: HeadTag[] = [
    meta("name", "description", seo.description),
    meta("name", "keywords", seo.keywords.join(", ")),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", site.name),
    meta("property", "og:title", seo.ogTitle ?? seo.title),
    meta("property", "og:description", seo.ogDescription ?? seo.description),
    meta("property", "og:image", `${site.url}${image}`),
    meta("property", "og:image:width", String(site.socialImage.width)),
    meta("property", "og:image:height", String(site.socialImage.height)),
    meta("property", "og:image:alt", site.socialImage.alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:image:alt", site.socialImage.alt),
  ];
  tags.push(meta("property", "og:locale", shell.language.locale));
  for (const other of shell.languages) if (other.code !== shell.language.code) tags.push(meta("property", "og:locale:alternate", other.locale));
  if (canonical) {
    tags.push({ kind: "link", key: "rel", id: "canonical", value: canonical });
    tags.push(meta("property", "og:url", canonical));
    tags.push(...alternates(shell, canonical));
  }
  if (data.status === 404) tags.push(meta("name", "robots", "noindex"));
  return { title: seo.title, tags };
}

/** The page in each language of the site, and the first language's as x-default: reciprocal on every page. */
function alternates(shell: ShellData, canonical: string): HeadTag[] {
  return alternatesOf(shell.site.url, canonical, shell.languages).map(({ hreflang, href }) => ({
    kind: "link",
    key: "rel",
    id: "alternate",
    hreflang,
    value: href,
  }));
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The head as HTML, for the prerendered pages. */
export function headHtml(head: HeadData): string {
  const tags = head.tags.map((tag) =>
    tag.kind === "link"
      ? `<link rel="${escapeAttribute(tag.id)}"${tag.hreflang ? ` hreflang="${escapeAttribute(tag.hreflang)}"` : ""} href="${escapeAttribute(tag.value)}">`
      : `<meta ${tag.key}="${escapeAttribute(tag.id)}" content="${escapeAttribute(tag.value)}">`,
  );
  return [`<title>${escapeAttribute(head.title)}</title>`, ...tags].join("\n    ");
}

/** Brings document.head in line with a page, after a client-side navigation. */
export function applyHead(head: HeadData, document: Document = window.document): void {
  document.title = head.title;
  const selectorOf = (tag: HeadTag) => `${tag.kind}[${tag.key}="${tag.id}"]${tag.hreflang ? `[hreflang="${tag.hreflang}"]` : ""}`;
  const wanted = new Set(head.tags.map(selectorOf));
  for (const tag of head.tags) {
    const selector = selectorOf(tag);
    let element = document.head.querySelector(selector);
    if (!element) {
      element = document.createElement(tag.kind);
      element.setAttribute(tag.key, tag.id);
      if (tag.hreflang) element.setAttribute("hreflang", tag.hreflang);
      document.head.append(element);
    }
    element.setAttribute(tag.kind === "link" ? "href" : "content", tag.value);
  }
  // Tags a previous page had and this one has not (a canonical, robots noindex) go.
  for (const selector of ['link[rel="canonical"]', 'meta[name="robots"]', 'meta[property="og:url"]']) {
    if (!wanted.has(selector)) document.head.querySelector(selector)?.remove();
  }
  for (const element of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
    if (!wanted.has(`link[rel="alternate"][hreflang="${element.getAttribute("hreflang")}"]`)) element.remove();
  }
}

// A page's <head>: title, description, keywords, canonical and social tags. The prerender writes
// them into the HTML; in the browser they are updated on every client-side navigation.
import type { PageData, ShellData } from "../data/types.ts";

export interface HeadTag {
  kind: "meta" | "link";
  /** The attribute that identifies the tag: name, property or rel. */
  key: "name" | "property" | "rel";
  id: string;
  value: string;
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
  ];
  if (canonical) {
    tags.push({ kind: "link", key: "rel", id: "canonical", value: canonical });
    tags.push(meta("property", "og:url", canonical));
  }
  if (data.status === 404) tags.push(meta("name", "robots", "noindex"));
  return { title: seo.title, tags };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The head as HTML, for the prerendered pages. */
export function headHtml(head: HeadData): string {
  const tags = head.tags.map((tag) =>
    tag.kind === "link"
      ? `<link rel="${escapeAttribute(tag.id)}" href="${escapeAttribute(tag.value)}">`
      : `<meta ${tag.key}="${escapeAttribute(tag.id)}" content="${escapeAttribute(tag.value)}">`,
  );
  return [`<title>${escapeAttribute(head.title)}</title>`, ...tags].join("\n    ");
}

/** Brings document.head in line with a page, after a client-side navigation. */
export function applyHead(head: HeadData, document: Document = window.document): void {
  document.title = head.title;
  const wanted = new Set(head.tags.map((tag) => `${tag.kind}[${tag.key}="${tag.id}"]`));
  for (const tag of head.tags) {
    const selector = `${tag.kind}[${tag.key}="${tag.id}"]`;
    let element = document.head.querySelector(selector);
    if (!element) {
      element = document.createElement(tag.kind);
      element.setAttribute(tag.key, tag.id);
      document.head.append(element);
    }
    element.setAttribute(tag.kind === "link" ? "href" : "content", tag.value);
  }
  // Tags a previous page had and this one has not (a canonical, robots noindex) go.
  for (const selector of ['link[rel="canonical"]', 'meta[name="robots"]', 'meta[property="og:url"]']) {
    if (!wanted.has(selector)) document.head.querySelector(selector)?.remove();
  }
}

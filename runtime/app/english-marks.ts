// A text shown in English on a page of another language (it has no words in that language yet:
// pages lint reports it as missing-translation) is marked lang="en" dir="ltr" where it shows, so a
// screen reader switches to its English voice and the Latin letters keep their order in a
// right-to-left page. A text that makes up an element's whole content, or a picture's description,
// a box's placeholder or a control's name, is marked: in the prerendered HTML, and in the browser
// on the elements React adds later. React leaves attributes it did not set alone.

const namedBy = ["alt", "placeholder", "aria-label", "title"] as const;

/** The text as React writes it into HTML: the characters it escapes. */
function asHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

const forRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The prerendered HTML with each English text marked. */
export function markEnglishInHtml(html: string, texts: readonly string[]): string {
  let marked = html;
  for (const text of texts) {
    const escaped = forRegExp(asHtml(text));
    // An element whose whole content is the text.
    marked = marked.replace(new RegExp(`<([a-zA-Z][\\w-]*)((?:\\s[^>]*?)?)>${escaped}</\\1>`, "g"), (whole, tag: string, attributes: string) =>
      /\slang=/.test(attributes) ? whole : `<${tag}${attributes} lang="en" dir="ltr">${asHtml(text)}</${tag}>`,
    );
    // An element named or described by the text in an attribute.
    for (const attribute of namedBy) {
      marked = marked.replace(
        new RegExp(`<([a-zA-Z][\\w-]*)([^>]*?\\s${attribute}="${escaped}"[^>]*?)(\\/?)>`, "g"),
        (whole, tag: string, attributes: string, close: string) => (/\slang=/.test(attributes) ? whole : `<${tag}${attributes} lang="en"${close}>`),
      );
    }
  }
  return marked;
}

function markElement(element: Element, texts: ReadonlySet<string>): void {
  if (element.hasAttribute("lang")) return;
  const only = element.childNodes.length === 1 ? element.firstChild : null;
  if (only?.nodeType === 3 && texts.has(only.textContent ?? "")) {
    element.setAttribute("lang", "en");
    element.setAttribute("dir", "ltr");
  } else if (namedBy.some((attribute) => texts.has(element.getAttribute(attribute) ?? "\u0000"))) {
    element.setAttribute("lang", "en");
  }
}

/** Marks the English texts under root now and in whatever is added to it later; returns the way to stop. */
export function markEnglishInDom(root: Element, texts: readonly string[]): () => void {
  if (texts.length === 0) return () => undefined;
  const set = new Set(texts);
  const markAll = (from: Element) => {
    markElement(from, set);
    for (const element of from.querySelectorAll("*")) markElement(element, set);
  };
  markAll(root);
  const observer = new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) if (node.nodeType === 1) markAll(node as Element);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

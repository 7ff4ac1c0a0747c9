// The live preview: the page of the selected item, rendered by the site's own runtime (PageView)
// from the document being edited, into an iframe so the site's styles and the editor's never meet.
// React renders into the iframe's document through a portal, with an emotion cache that writes the
// styles into the iframe's head. The block whose form has the focus is scrolled to and outlined. The
// frame is sandboxed with its origin kept and scripts off: the editor's own code draws in it, nothing
// from the page shown can run there.
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { MemoryRouter } from "react-router";
import { expandSite, type ExpandedSite, type PagesFile } from "../foundation/content/index.ts";
import { findPage, memoryPageSource, pageDataOf } from "../data/index.ts";
import { PageView } from "../app/app.tsx";
import { LanguageTypefaces } from "./language-typefaces.tsx";

/** The expanded site, or the last one that could be expanded while the document cannot. */
function useExpanded(document: unknown): ExpandedSite | null {
  const expanded = useMemo(() => {
    try {
      return expandSite(document as PagesFile);
    } catch {
      // A document mid-edit (a family without entries, a block without its type) keeps the last preview.
      return null;
    }
  }, [document]);
  const [last, setLast] = useState<ExpandedSite | null>(null);
  if (expanded && expanded !== last) setLast(expanded);
  return expanded ?? last;
}

/**
 * The document as it was a moment after the last change: expanding a 10,000-page site takes a fifth
 * of a second, which the preview waits to spend until typing pauses rather than on every key.
 */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const highlightStyle = "outline: 3px solid #c2410c; outline-offset: -3px;";

export function Preview({ document, path, focusPointer }: { document: unknown; path: string; focusPointer: string | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  const expanded = useExpanded(useSettled(document, 250));
  const page = useMemo(() => {
    if (!expanded) return null;
    const found = findPage(expanded, path);
    if (!found) return null;
    return {
      data: pageDataOf(expanded, found.page, found.status),
      sources: found.page.blockSources,
      shell: memoryPageSource(expanded).shell,
      languages: expanded.languages,
    };
  }, [expanded, path]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const ready = () => {
      const inner = element.contentDocument;
      if (!inner) return;
      inner.documentElement.lang = "en";
      // Links show where they go; following them would leave the page being edited.
      inner.addEventListener("click", (event) => (event.target as Element | null)?.closest("a, button[type=submit]") && event.preventDefault(), true);
      inner.addEventListener("submit", (event) => event.preventDefault(), true);
      setFrameDocument(inner);
    };
    if (element.contentDocument?.readyState === "complete") ready();
    element.addEventListener("load", ready);
    return () => element.removeEventListener("load", ready);
  }, []);

  const cache = useMemo(() => (frameDocument ? createCache({ key: "p", container: frameDocument.head }) : null), [frameDocument]);

  // The block being edited: its JSON pointer is the block's own, or inside it.
  useEffect(() => {
    if (!frameDocument || !focusPointer) return;
    const marks = [...frameDocument.querySelectorAll<HTMLElement>("[data-source]")];
    const mark = marks.find((element) => {
      const source = element.dataset.source ?? "";
      return focusPointer === source || focusPointer.startsWith(`${source}/`);
    });
    const target = mark?.firstElementChild as HTMLElement | null | undefined;
    if (!target) return;
    const before = target.getAttribute("style") ?? "";
    target.setAttribute("style", `${before}${highlightStyle}`);
    target.setAttribute("data-editing", "true");
    // At once, not smoothly: a smooth scroll started while the page's styles are still arriving ends
    // where the block was, not where it is.
    target.scrollIntoView({ block: "center", behavior: "auto" });
    return () => {
      target.setAttribute("style", before);
      target.removeAttribute("data-editing");
    };
  }, [frameDocument, focusPointer, page]);

  return (
    <>
      <iframe
        ref={frame}
        title={`Preview of ${path}`}
        src="about:blank"
        // The editor renders into the frame from outside (it shares the editor's origin for that);
        // nothing inside may run script, submit a form or open a window, whatever a page's data says.
        sandbox="allow-same-origin"
        css={{ width: "100%", height: "100%", border: 0, display: "block", background: "white" }}
      />
      {frameDocument && cache && page
        ? createPortal(
            <CacheProvider value={cache}>
              <LanguageTypefaces languages={page.languages} />
              <MemoryRouter initialEntries={[path]} key={path}>
                <PageView shell={page.shell} data={page.data} blockSources={page.sources} />
              </MemoryRouter>
            </CacheProvider>,
            frameDocument.body,
          )
        : null}
      {!page && <p role="status">This page cannot be shown until the problems listed are fixed.</p>}
    </>
  );
}

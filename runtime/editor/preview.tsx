// The live preview: the page of the selected item, rendered by the site's own runtime (PageView)
// from the document being edited, into an iframe so the site's styles and the editor's never meet.
// The page's data is made in a worker of its own (preview-worker.ts), off the thread keys are typed on.
// A switch above it shows the page in each language of the site, in that language's direction.
// React renders into the iframe's document through a portal, with an emotion cache that writes the
// styles into the iframe's head. The block whose form has the focus is scrolled to and outlined. The
// frame is sandboxed with its origin kept and scripts off: the editor's own code draws in it, nothing
// from the page shown can run there.
import createCache from "@emotion/cache";
import { CacheProvider, css } from "@emotion/react";
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { MemoryRouter } from "react-router";
import { inLanguage, languagesOf, type Language, type PagesFile } from "../foundation/content/index.ts";
import { PageView } from "../app/app.tsx";
import { color } from "../foundation/theme/tokens.ts";
import { smallButton } from "./form/styles.ts";
import { LanguageTypefaces } from "./language-typefaces.tsx";
import { PictureAddress } from "../foundation/ui/picture.tsx";
import { HeldStill } from "../foundation/ui/held-still.ts";
import { editorBase } from "./editor-base.ts";
import { documentSender } from "./document-edits.ts";
import type { PreviewPage } from "./preview-page.ts";
import type { PreviewAnswer, PreviewRequest } from "./preview-worker.ts";

/** A picture of the site as the editor's server has it in public/ (a web address elsewhere as it is). */
const pictureOfPublic = (src: string) => (src.startsWith("/") && !src.startsWith("//") ? `${editorBase}public${src}` : src);

/** The question last asked of the preview's worker: its number, and the address whose page it asked for. */
interface Asked {
  id: number;
  path: string;
}

/**
 * The page at `path` in the language of `language`, as the preview's worker makes it from `document`
 * (preview-worker.ts): undefined until the first answer, null when there is no page to show. The
 * answer is drawn as a transition, which a key typed meanwhile interrupts.
 */
function usePreviewPage(document: unknown, path: string, language: string): { path: string; page: PreviewPage | null } | undefined {
  const worker = useRef<{ worker: Worker; send: (document: unknown) => void } | null>(null);
  const asked = useRef<Asked>({ id: 0, path });
  const [answer, setAnswer] = useState<{ path: string; page: PreviewPage | null }>();
  useEffect(() => {
    const started = new Worker(new URL("./preview-worker.ts", import.meta.url), { type: "module", name: "preview-worker" });
    started.onmessage = (event: MessageEvent<PreviewAnswer>) => {
      const { id, page } = event.data;
      // An answer to a question asked since replaced is not drawn: the newer one's is on its way.
      if (id === asked.current.id) startTransition(() => setAnswer({ path: asked.current.path, page }));
    };
    worker.current = { worker: started, send: documentSender((message) => started.postMessage(message satisfies PreviewRequest)) };
    return () => {
      started.terminate();
      worker.current = null;
    };
  }, []);
  useEffect(() => {
    const to = worker.current;
    if (document === undefined || !to) return;
    to.send(document);
    asked.current = { id: asked.current.id + 1, path };
    to.worker.postMessage({ kind: "show", id: asked.current.id, path, language } satisfies PreviewRequest);
  }, [document, path, language]);
  return answer;
}

/**
 * The document as it was a moment after the last change: the preview's worker expands the whole site
 * for each document it is asked about (about a second at 10,000 cities, on the other core), so the
 * preview asks once typing pauses rather than on every key.
 */
function useSettled<T>(value: T, delayMs: number): T | undefined {
  const [settled, setSettled] = useState<T | undefined>(undefined);
  // The first is drawn as soon as the editor's outline and form are on screen, not before them.
  const first = settled === undefined;
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setSettled(value)), first ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, first]);
  return settled;
}

const highlightStyle = "outline: 3px solid #c2410c; outline-offset: -3px;";

const switchBar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  padding: 6px 8px;
  border-block-end: 1px solid ${color("border")};
  font-size: 0.875rem;
  button[aria-pressed="true"] {
    background: ${color("accent")};
    border-color: ${color("accent")};
    color: ${color("accentText")};
  }
`;

/** The languages of the document, or the last ones it had while it has none it can say. */
function useLanguages(document: unknown): Language[] {
  const declared = (document as Partial<PagesFile> | null)?.languages;
  return useMemo(() => languagesOf({ languages: declared }), [declared]);
}

export function Preview({ document, path, focusPointer }: { document: unknown; path: string; focusPointer: string | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  const languages = useLanguages(document);
  const [chosen, setChosen] = useState<string | null>(null);
  // The language chosen, while the site still has it; else the first.
  const language = languages.find((one) => one.code === chosen) ?? languages[0]!;
  const settled = useSettled(document, 250);
  const shown = usePreviewPage(settled, inLanguage(path, language), language.code);
  const page = shown?.page ?? null;
  const shownPath = shown?.path ?? inLanguage(path, language);

  // The frame's page is in the language shown: its words are read and laid out in it.
  useEffect(() => {
    if (!frameDocument) return;
    frameDocument.documentElement.setAttribute("lang", language.code);
    frameDocument.documentElement.setAttribute("dir", language.dir);
  }, [frameDocument, language]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const ready = () => {
      const inner = element.contentDocument;
      if (!inner) return;
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
    // Pictures and styles that arrive later move the block: it is scrolled to again while the page
    // above it grows, until the reader scrolls the preview themselves.
    let followed = true;
    const stop = () => (followed = false);
    const events = ["wheel", "touchmove", "keydown", "pointerdown"] as const;
    for (const name of events) frameDocument.addEventListener(name, stop, { passive: true });
    const observer = new ResizeObserver(() => followed && target.scrollIntoView({ block: "center", behavior: "auto" }));
    observer.observe(frameDocument.body);
    return () => {
      observer.disconnect();
      for (const name of events) frameDocument.removeEventListener(name, stop);
      target.setAttribute("style", before);
      target.removeAttribute("data-editing");
    };
  }, [frameDocument, focusPointer, page]);

  // The same element while the page shown is the same: a key typed into a form, or any other change
  // of the editor's screen, does not draw the whole page in the frame again.
  const framed = useMemo(
    () =>
      frameDocument && cache && page
        ? createPortal(
            <CacheProvider value={cache}>
              <LanguageTypefaces languages={page.languages} />
              <MemoryRouter initialEntries={[shownPath]} key={shownPath}>
                <PictureAddress.Provider value={pictureOfPublic}>
                  <HeldStill.Provider value={true}>
                    <PageView shell={page.shell} data={page.data} blockSources={page.sources} />
                  </HeldStill.Provider>
                </PictureAddress.Provider>
              </MemoryRouter>
            </CacheProvider>,
            frameDocument.body,
          )
        : null,
    [frameDocument, cache, page, shownPath],
  );

  return (
    <div css={{ display: "flex", flexDirection: "column", height: "100%" }}>
      {languages.length > 1 && (
        <div role="group" aria-label="Show the preview in" css={switchBar}>
          <span aria-hidden="true">Show in</span>
          {languages.map((one) => (
            <button
              key={one.code}
              type="button"
              css={smallButton}
              lang={one.code}
              dir={one.dir}
              aria-pressed={one.code === language.code}
              onClick={() => setChosen(one.code)}
            >
              {one.name}
            </button>
          ))}
        </div>
      )}
      <iframe
        ref={frame}
        title={`Preview of ${shownPath}`}
        src="about:blank"
        // The editor renders into the frame from outside (it shares the editor's origin for that);
        // nothing inside may run script, submit a form or open a window, whatever a page's data says.
        sandbox="allow-same-origin"
        css={{ width: "100%", flex: 1, minHeight: 0, border: 0, display: "block", background: "white" }}
      />
      {framed}
      {shown === undefined ? (
        <p role="status">Preparing the preview…</p>
      ) : (
        !page && <p role="status">This page cannot be shown until the problems listed are fixed.</p>
      )}
    </div>
  );
}

// The preview's worker: the page the preview shows, made from the document off the page's thread.
// Expanding the whole site in the language shown took 0.9 s at 10,000 cities on the page's thread,
// where it held up the editor's first form and any key typed meanwhile. The page sends the document
// as changes (as it does to the checking worker, document-edits.ts) and asks for one address in one
// language; only that page's data crosses back (preview-page.ts). A question asked before the last
// was answered replaces it: only the newest is answered.
import type { DocumentMessage } from "./document-edits.ts";
import { PreviewPages, type PreviewPage } from "./preview-page.ts";

export type PreviewRequest =
  /** The document: its text as opened, then its changes since the last ones sent. */
  | DocumentMessage
  /** The page at `path` in the language of `language` (its code), as the document is now. */
  | { kind: "show"; id: number; path: string; language: string };

export interface PreviewAnswer {
  id: number;
  page: PreviewPage | null;
}

const pages = new PreviewPages();
let newest: Extract<PreviewRequest, { kind: "show" }> | null = null;

function answerNewest(): void {
  const asked = newest;
  newest = null;
  if (asked) self.postMessage({ id: asked.id, page: pages.page(asked.path, asked.language) } satisfies PreviewAnswer);
}

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const request = event.data;
  if (request.kind !== "show") return pages.receive(request);
  // The answer waits for the messages already queued behind this one, which may replace it.
  if (newest === null) setTimeout(answerNewest, 0);
  newest = request;
};

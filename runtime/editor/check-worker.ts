// The editor's checking worker: each change the page sends is checked (check-document.ts) here,
// off the page's thread, so typing never waits for validate and lint. A check of the whole site
// takes longer than the pause between two keys on a slow machine; the changes that arrive meanwhile
// wait in the worker's queue, and only the newest is checked: the page shows no answer but the
// latest one anyway, and checking each in turn kept a core busy long after the typing stopped.
import { checkDocument, type CheckRequest } from "./check-document.ts";

export type { CheckAnswer, CheckRequest } from "./check-document.ts";

let newest: CheckRequest | null = null;

function checkNewest(): void {
  const request = newest;
  newest = null;
  if (request) self.postMessage(checkDocument(request));
}

self.onmessage = (event: MessageEvent<CheckRequest>) => {
  // The check waits for the messages already queued behind this one, which replace it.
  if (newest === null) setTimeout(checkNewest, 0);
  newest = event.data;
};

// The editor's checking worker: each change the page sends is checked (check-document.ts) here,
// off the page's thread, so typing never waits for validate and lint.
import { checkDocument, type CheckRequest } from "./check-document.ts";

export type { CheckAnswer, CheckRequest } from "./check-document.ts";

self.onmessage = (event: MessageEvent<CheckRequest>) => {
  self.postMessage(checkDocument(event.data));
};

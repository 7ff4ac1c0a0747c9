// The editor's checking worker: each change the page sends is checked (check-document.ts) here,
// off the page's thread, so typing never waits for validate and lint. A check of the whole site
// takes longer than the pause between two keys on a slow machine; the changes that arrive meanwhile
// wait in the worker's queue, and only the newest is checked: the page shows no answer but the
// latest one anyway, and checking each in turn kept a core busy long after the typing stopped.
// The Add form's look ahead (add-preview.ts) is asked the same way, and queued apart from changes.
import { previewAdd, type AddPreviewAnswer, type AddPreviewRequest } from "./add-preview.ts";
import { checkDocument, type CheckAnswer, type CheckRequest } from "./check-document.ts";

export type { CheckAnswer, CheckRequest } from "./check-document.ts";
export type { AddPreview, AddPreviewAnswer, AddPreviewRequest } from "./add-preview.ts";

export type WorkerRequest = ({ kind: "check" } & CheckRequest) | ({ kind: "add" } & AddPreviewRequest);
export type WorkerAnswer = ({ kind: "check" } & CheckAnswer) | ({ kind: "add" } & AddPreviewAnswer);

const newest: { check: CheckRequest | null; add: AddPreviewRequest | null } = { check: null, add: null };

function answerNewest(): void {
  const { check, add } = newest;
  newest.check = null;
  newest.add = null;
  const answer = (message: WorkerAnswer) => self.postMessage(message);
  if (check) answer({ kind: "check", ...checkDocument(check) });
  if (add) answer({ kind: "add", ...previewAdd(add) });
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  // The answers wait for the messages already queued behind this one, which replace it.
  if (newest.check === null && newest.add === null) setTimeout(answerNewest, 0);
  const request = event.data;
  if (request.kind === "check") newest.check = request;
  else newest.add = request;
};

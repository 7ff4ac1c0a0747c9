// The editor's checking worker: each change the page sends is checked (check-document.ts) here,
// off the page's thread, so typing never waits for validate and lint. The page sends what the checks
// read from the server once (the file's text on disk, the pictures of public/, where the lead store
// is), and the document as changes: a key typed is one changed string to copy between threads, not
// the whole site (at 10,000 cities, copying it took longer than the key itself may). A check of the
// whole site takes longer than the pause between two keys on a slow machine; the checks asked for
// meanwhile wait in the worker's queue, and only the newest is run: the page shows no answer but the
// latest one anyway, and checking each in turn kept a core busy long after the typing stopped.
// The Add form's look ahead (add-preview.ts) is asked the same way, and queued apart from changes.
import compiledSchema from "virtual:pages-schema-validator";
import { schemaValidator, type NewEntryInput } from "../foundation/content/index.ts";
import { previewAdd, type AddPreviewAnswer } from "./add-preview.ts";
import { checkDocument, type CheckAnswer, type CheckContext } from "./check-document.ts";
import { receivedDocument, type DocumentMessage } from "./document-edits.ts";

export type { CheckAnswer, CheckContext } from "./check-document.ts";
export type { AddPreview, AddPreviewAnswer } from "./add-preview.ts";

export type WorkerRequest =
  /** What the checks read from the server: sent once, and again when it changes (a save gives a new text on disk). */
  | ({ kind: "context" } & CheckContext)
  /** The document: its text as opened, then its changes since the last ones sent. */
  | DocumentMessage
  | { kind: "check"; id: number }
  | { kind: "add"; id: number; input: NewEntryInput };
/** A check's answer without the text it checked: the page has no use for a copy of the whole file. */
export type WorkerAnswer = ({ kind: "check" } & Omit<CheckAnswer, "text">) | ({ kind: "add" } & AddPreviewAnswer);

// The schema's validator was compiled when the editor's bundle was built (runtime/server/schema-cache.ts).
const schema = schemaValidator(compiledSchema);
let context: CheckContext | null = null;
let document: unknown = undefined;
const newest: { check: number | null; add: { id: number; input: NewEntryInput } | null } = { check: null, add: null };

function answerNewest(): void {
  const { check, add } = newest;
  newest.check = null;
  newest.add = null;
  if (!context) return;
  const answer = (message: WorkerAnswer) => self.postMessage(message);
  if (check !== null) {
    const { text: _text, ...checked } = checkDocument({ ...context, id: check, document, schema });
    answer({ kind: "check", ...checked });
  }
  if (add) answer({ kind: "add", ...previewAdd({ ...context, document, schema, ...add }) });
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === "context") context = request;
  else if (request.kind === "changes" || request.kind === "open") document = receivedDocument(document, request);
  else {
    // The answers wait for the messages already queued behind this one, which replace it.
    if (newest.check === null && newest.add === null) setTimeout(answerNewest, 0);
    if (request.kind === "check") newest.check = request.id;
    else newest.add = { id: request.id, input: request.input };
  }
};

// The editor's server's second thread: a save's edits worked out off the thread that answers
// requests (edits-thread.ts starts it). A save that changes every text of a large file reads and
// rebuilds megabytes of text; meanwhile the server keeps answering the other requests. It also reads
// which lead store a file names, which means parsing all of it (store-file-setting.ts).
import { parentPort } from "node:worker_threads";
import { editedText } from "../../runtime/foundation/content/index.ts";
import { storeFileOf, type StoreFileSetting } from "./store-file-setting.ts";

export type EditsJob = { kind: "edit"; text: string; document: unknown } | { kind: "store-file"; text: string };

export type EditsAnswer = { edited: string } | { storeFile: StoreFileSetting } | { error: string };

parentPort?.on("message", (job: EditsJob) => {
  let answer: EditsAnswer;
  try {
    answer = job.kind === "edit" ? { edited: editedText(job.text, job.document) } : { storeFile: storeFileOf(job.text) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});

// The editor's server's second thread: a save's edits worked out off the thread that answers
// requests (edits-thread.ts starts it). A save that changes every text of a large file reads and
// rebuilds megabytes of text; meanwhile the server keeps answering the other requests.
import { parentPort } from "node:worker_threads";
import { editedText } from "../../runtime/foundation/content/index.ts";

export interface EditsJob {
  text: string;
  document: unknown;
}

export type EditsAnswer = { edited: string } | { error: string };

parentPort?.on("message", ({ text, document }: EditsJob) => {
  let answer: EditsAnswer;
  try {
    answer = { edited: editedText(text, document) };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});

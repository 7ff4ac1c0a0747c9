// `editedText` (runtime/foundation/content/json-edits.ts) run on a thread of its own, so the server
// answers other requests while a save's edits are worked out, and the reading of which lead store a
// file names (store-file-setting.ts). One thread for the process (processEditsThread), started with
// the editor and kept for every save, one job at a time (saves are one after another anyway). Run from the
// CLI's bundle it is the bundle's `edits-worker` entry; run from the sources (the tests), the same
// file through tsx.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { EditsAnswer, EditsJob } from "./edits-worker.ts";
import type { StoreFileSetting } from "./store-file-setting.ts";

export interface EditsThread {
  /** Starts the thread now rather than at the first save (it loads its code from the CLI's bundle, which a newer one may replace later). */
  start(): void;
  editedText(text: string, document: unknown): Promise<string>;
  storeFileOf(text: string): Promise<StoreFileSetting>;
  stop(): Promise<void>;
}

function startWorker(): Worker {
  const bundled = new URL("./edits-worker.mjs", import.meta.url);
  const worker = existsSync(fileURLToPath(bundled))
    ? new Worker(bundled)
    : // Node 20 loads a worker's first file before the hooks of --import: tsx registered first, by hand.
      new Worker(
        `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(new URL("./edits-worker.ts", import.meta.url).href)}); });`,
        { eval: true },
      );
  // An idle thread never keeps the process alive.
  worker.unref();
  return worker;
}

export function editsThread(): EditsThread {
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const started = (): Worker => {
    if (worker) return worker;
    const thread = startWorker();
    // A thread that failed or stopped, at work or idle, is started again for the next job.
    const forget = () => {
      if (worker === thread) worker = null;
    };
    thread.on("error", forget);
    thread.on("exit", forget);
    return (worker = thread);
  };
  const run = (job: EditsJob) =>
    new Promise<EditsAnswer>((resolve, reject) => {
      const thread = started();
      const settle = () => {
        thread.unref();
        thread.off("message", answered);
        thread.off("error", failed);
        thread.off("exit", exited);
      };
      const answered = (answer: EditsAnswer) => {
        settle();
        if ("error" in answer) reject(new Error(answer.error));
        else resolve(answer);
      };
      const failed = (error: Error) => {
        settle();
        reject(error);
      };
      const exited = (code: number) => failed(new Error(`The editing thread stopped (exit code ${code}).`));
      thread.on("message", answered);
      thread.on("error", failed);
      thread.on("exit", exited);
      // A thread at work keeps the process alive until it answers.
      thread.ref();
      try {
        thread.postMessage(job);
      } catch (error) {
        // A document that cannot be copied to the thread (never one parsed from JSON).
        settle();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  const queued = (job: EditsJob) => {
    const result = queue.then(() => run(job));
    queue = result.catch(() => undefined);
    return result;
  };
  return {
    start() {
      started();
    },
    async editedText(text, document) {
      const answer = await queued({ kind: "edit", text, document });
      if (!("edited" in answer)) throw new Error("The editing thread gave no edits.");
      return answer.edited;
    },
    async storeFileOf(text) {
      const answer = await queued({ kind: "store-file", text });
      if (!("storeFile" in answer)) throw new Error("The editing thread gave no lead store.");
      return answer.storeFile;
    },
    async stop() {
      await worker?.terminate();
      worker = null;
    },
  };
}

let shared: EditsThread | undefined;

/** The process's one editing thread, which the document file and its routes share. */
export function processEditsThread(): EditsThread {
  return (shared ??= editsThread());
}

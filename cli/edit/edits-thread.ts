// `editedText` (runtime/foundation/content/json-edits.ts) run on a thread of its own, so the server
// answers other requests while a save's edits are worked out. One thread, started with the editor
// and kept for every save, one job at a time (saves are one after another anyway). Run from the
// CLI's bundle it is the bundle's `edits-worker` entry; run from the sources (the tests), the same
// file through tsx.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { EditsAnswer, EditsJob } from "./edits-worker.ts";

export interface EditsThread {
  /** Starts the thread now rather than at the first save (it loads its code from the CLI's bundle, which a newer one may replace later). */
  start(): void;
  editedText(text: string, document: unknown): Promise<string>;
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
    new Promise<string>((resolve, reject) => {
      const thread = started();
      const settle = () => {
        thread.unref();
        thread.off("message", answered);
        thread.off("error", failed);
        thread.off("exit", exited);
      };
      const answered = (answer: EditsAnswer) => {
        settle();
        if ("edited" in answer) resolve(answer.edited);
        else reject(new Error(answer.error));
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
  return {
    start() {
      started();
    },
    editedText(text, document) {
      const result = queue.then(() => run({ text, document }));
      queue = result.catch(() => undefined);
      return result;
    },
    async stop() {
      await worker?.terminate();
      worker = null;
    },
  };
}

// Inserts leads for the lead store (runtime/server/leads/store.ts). A commit with synchronous=FULL
// waits for an fsync, and better-sqlite3 waits on the thread that calls it: on the server's own
// thread every commit would stop it from reading the next requests (bench:leads: p99 about twice
// the JSON Lines store's). So where the CLI's bundle has the writer's thread as a file of its own
// (`pages serve`), batches are committed there; from the sources (tests, `npm run dev`) they are
// committed on this thread, the same transaction either way.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { once } from "node:events";
import { Worker } from "node:worker_threads";
import type { NewLead } from "./lead-queries.ts";
import type { WriterAnswer, WriterRequest } from "./lead-writer-worker.ts";
import type { PagesDatabase } from "./open-database.ts";

export interface LeadWriter {
  /** Resolves once the leads' transaction has committed; rejects, with none of them stored, when it failed. */
  insert(leads: readonly NewLead[]): Promise<void>;
  /** Where the commits happen, for the server's log and the tests. */
  readonly thread: "worker" | "main";
  close(): Promise<void>;
}

export interface LeadWriterOptions {
  /** The writer thread's file; by default the one bundled beside this code, when there is one. */
  workerFile?: URL | null;
}

/** An error of the writer's thread, with SQLite's code kept so that databaseProblem can say it in words. */
function writerError(answer: Extract<WriterAnswer, { ok: false }>): Error {
  return Object.assign(new Error(answer.message), answer.code ? { code: answer.code } : {});
}

function bundledWorker(): URL | null {
  const file = new URL("./lead-writer-worker.mjs", import.meta.url);
  return file.protocol === "file:" && existsSync(fileURLToPath(file)) ? file : null;
}

function onThisThread(database: PagesDatabase): LeadWriter {
  return {
    thread: "main",
    // Async, so that a failed transaction rejects the promise rather than throwing at the caller.
    // oxlint-disable-next-line typescript/require-await -- the insert is synchronous on this thread
    async insert(leads) {
      database.leads.insert(leads);
    },
    close: () => Promise.resolve(),
  };
}

export function openLeadWriter(database: PagesDatabase, options: LeadWriterOptions = {}): LeadWriter {
  const file = options.workerFile === undefined ? bundledWorker() : options.workerFile;
  if (!file) return onThisThread(database);
  const worker = new Worker(file, { workerData: database.path });
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let next = 0;
  let failed: Error | null = null;
  const fallback = onThisThread(database);
  const stopAll = (error: Error) => {
    failed = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on("message", (answer: WriterAnswer) => {
    const pending = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.ok) pending?.resolve();
    else pending?.reject(writerError(answer));
  });
  worker.on("error", stopAll);
  worker.on("exit", (code) => stopAll(new Error(`the lead writer's thread stopped (exit code ${code})`)));
  // The store waits for each batch before it sends the next; while nothing waits, the thread keeps no process alive.
  worker.unref();
  return {
    thread: "worker",
    insert(leads) {
      // A thread that stopped is not restarted: the server's own connection takes over.
      if (failed) return fallback.insert(leads);
      return new Promise<void>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        worker.ref();
        worker.postMessage({ kind: "insert", id, leads: [...leads] } satisfies WriterRequest);
      }).finally(() => {
        if (waiting.size === 0) worker.unref();
      });
    },
    async close() {
      if (failed) return;
      failed = new Error("the lead writer is closed");
      const exited = once(worker, "exit");
      // Held until the thread has closed its connection: unreferenced, it would let the process end first.
      worker.ref();
      worker.postMessage({ kind: "close" } satisfies WriterRequest);
      await exited;
    },
  };
}

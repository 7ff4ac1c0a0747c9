// Forwards each stored lead to the webhook, one at a time and in order. A failed post (no answer,
// a timeout, any status but 2xx) is tried again after a pause that doubles up to a ceiling, for
// as long as it takes: the lead is already in the store, so forwarding can only be late, never lost.
//
// Forwarded ids are appended to a state file beside the store. On start-up every stored lead not
// listed there is forwarded again, so a restart resumes where the last run stopped. A crash just
// after a post but before its id is written forwards that lead twice; the Idempotency-Key header
// (the lead id) lets the receiver drop the copy.
import { open, readFile, type FileHandle } from "node:fs/promises";
import type { Lead } from "./record.ts";
import { readLeads } from "./store.ts";

export interface ForwarderOptions {
  url: string;
  /** The JSON Lines store the leads are in. */
  storeFile: string;
  /** Where forwarded ids are kept; by default beside the store (leads.jsonl -> leads.forwarded.jsonl). */
  stateFile?: string;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  firstRetryMs?: number;
  maxRetryMs?: number;
  timeoutMs?: number;
}

export interface Forwarder {
  enqueue(lead: Lead): void;
  /** How many leads wait to be forwarded. */
  readonly pending: number;
  /** Resolves when nothing waits (for tests and orderly shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function forwardStateFile(storeFile: string): string {
  return storeFile.endsWith(".jsonl") ? `${storeFile.slice(0, -".jsonl".length)}.forwarded.jsonl` : `${storeFile}.forwarded`;
}

async function forwardedIds(stateFile: string): Promise<Set<string>> {
  let text: string;
  try {
    text = await readFile(stateFile, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return new Set();
    throw error;
  }
  const ids = new Set<string>();
  for (const line of text.split("\n")) {
    try {
      const id = (JSON.parse(line) as { id?: unknown }).id;
      if (typeof id === "string") ids.add(id);
    } catch {
      // A torn last line: that lead is simply forwarded again.
    }
  }
  return ids;
}

export async function startForwarder(options: ForwarderOptions): Promise<Forwarder> {
  const { url, storeFile, log = console.log, firstRetryMs = 1000, maxRetryMs = 5 * 60_000, timeoutMs = 10_000 } = options;
  const post = options.fetch ?? fetch;
  const stateFile = options.stateFile ?? forwardStateFile(storeFile);
  const done = await forwardedIds(stateFile);
  const queue: Lead[] = (await readLeads(storeFile)).leads.filter((lead) => !done.has(lead.id));
  const state: FileHandle = await open(stateFile, "a");
  let running: Promise<void> | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  const idleWaiters: (() => void)[] = [];

  if (queue.length > 0) log(`Webhook: ${queue.length} stored lead(s) not yet forwarded; forwarding them now.`);

  async function forward(lead: Lead): Promise<string | null> {
    try {
      const response = await post(url, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": lead.id, "user-agent": "pages-leads" },
        body: JSON.stringify(lead),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel().catch(() => {});
      return response.ok ? null : `status ${response.status}`;
    } catch (error) {
      return (error as Error).name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : (error as Error).message;
    }
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      timer.unref();
    });
  }

  async function run(): Promise<void> {
    // Yield first, so that `running` is set before the loop can finish and clear it.
    await null;
    let failures = 0;
    while (!stopped && queue.length > 0) {
      const lead = queue[0]!;
      const problem = await forward(lead);
      if (stopped) break;
      if (problem === null) {
        queue.shift();
        failures = 0;
        await state.appendFile(`${JSON.stringify({ id: lead.id, at: new Date().toISOString() })}\n`);
        continue;
      }
      failures++;
      const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** (failures - 1));
      const wait = delay < 1000 ? `${delay} ms` : `${Math.round(delay / 1000)} s`;
      log(`Webhook: forwarding lead ${lead.id} failed (${problem}); trying again in ${wait}. It is safe in the store.`);
      await pause(delay);
    }
    running = null;
    if (queue.length === 0) idleWaiters.splice(0).forEach((resolve) => resolve());
  }

  const start = () => {
    if (!stopped) running ??= run();
  };
  start();

  return {
    enqueue(lead) {
      queue.push(lead);
      start();
    },
    get pending() {
      return queue.length;
    },
    idle() {
      return queue.length === 0 && !running ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await running;
      await state.close();
      idleWaiters.splice(0).forEach((resolve) => resolve());
    },
  };
}

// Forwards each stored lead to the webhook, one at a time and in order. A failed post (no answer,
// a timeout, a 5xx, 408 or 429) is tried again after a pause that doubles up to a ceiling, for as
// long as it takes: the lead is already in the store, so forwarding can only be late, never lost.
// Any other 4xx is the webhook saying it will never take this lead (a 422 for a field it does not
// expect, say): trying again would only hold up every lead behind it, so the lead is set aside,
// reported, and the next one goes.
//
// Forwarded ids are appended to a state file beside the store, refused ones to another. On
// start-up every stored lead listed in neither is forwarded again, so a restart resumes where the
// last run stopped. A crash just after a post but before its id is written forwards that lead
// twice; the Idempotency-Key header (the lead id) lets the receiver drop the copy.
import { open, readFile, type FileHandle } from "node:fs/promises";
import { unsafeCharacters } from "../../../blocks/forms.ts";
import type { Lead } from "./record.ts";
import { readLeads } from "./store.ts";

export interface ForwarderOptions {
  url: string;
  /** The JSON Lines store the leads are in. */
  storeFile: string;
  /** Where forwarded ids are kept; by default beside the store (leads.jsonl -> leads.forwarded.jsonl). */
  stateFile?: string;
  /** Where the leads the webhook refused are kept; by default beside the store (leads.refused.jsonl). */
  refusedFile?: string;
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

/** A lead the webhook answered with a 4xx that trying again cannot change. */
export interface Refusal {
  id: string;
  /** When it was refused, ISO 8601. */
  at: string;
  status: number;
  /** The start of the webhook's answer, which often says what it did not accept. */
  answer: string;
}

function besideStore(storeFile: string, kind: string): string {
  return storeFile.endsWith(".jsonl") ? `${storeFile.slice(0, -".jsonl".length)}.${kind}.jsonl` : `${storeFile}.${kind}`;
}

export function forwardStateFile(storeFile: string): string {
  return besideStore(storeFile, "forwarded");
}

export function refusedStateFile(storeFile: string): string {
  return besideStore(storeFile, "refused");
}

/** The records of a state file; a torn last line is skipped (that lead is simply forwarded again). */
async function stateRecords(path: string): Promise<Record<string, unknown>[]> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const records: Record<string, unknown>[] = [];
  for (const line of text.split("\n")) {
    try {
      const record: unknown = JSON.parse(line);
      if (record !== null && typeof record === "object" && typeof (record as { id?: unknown }).id === "string") records.push(record as Record<string, unknown>);
    } catch {
      // Not a record.
    }
  }
  return records;
}

/** The leads of a store the webhook refused, by id, as `pages leads` reports them. */
export async function readRefusals(storeFile: string, refusedFile = refusedStateFile(storeFile)): Promise<Map<string, Refusal>> {
  const refusals = new Map<string, Refusal>();
  for (const record of await stateRecords(refusedFile)) {
    const { id, at, status, answer } = record;
    refusals.set(String(id), {
      id: String(id),
      at: typeof at === "string" ? at : "",
      status: Number(status),
      answer: typeof answer === "string" ? answer : "",
    });
  }
  return refusals;
}

/** 408 and 429 say "not now"; every other 4xx says "never", whatever the number of tries. */
function refusesForGood(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

const MAX_ANSWER_CHARS = 200;

/** The start of an answer's body as one line of text, reading no more than needed. */
async function answerStart(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (text.length < MAX_ANSWER_CHARS) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  // It goes to the log and to `pages leads`: no escape codes, one line.
  return text.replace(unsafeCharacters, "").replace(/\s+/g, " ").trim().slice(0, MAX_ANSWER_CHARS);
}

type Outcome = { kind: "forwarded" } | { kind: "failed"; problem: string } | { kind: "refused"; status: number; answer: string };

export async function startForwarder(options: ForwarderOptions): Promise<Forwarder> {
  const { url, storeFile, log = console.log, firstRetryMs = 1000, maxRetryMs = 5 * 60_000, timeoutMs = 10_000 } = options;
  const post = options.fetch ?? fetch;
  const stateFile = options.stateFile ?? forwardStateFile(storeFile);
  const refusedFile = options.refusedFile ?? refusedStateFile(storeFile);
  const done = new Set((await stateRecords(stateFile)).map((record) => String(record.id)));
  const refused = await readRefusals(storeFile, refusedFile);
  const queue: Lead[] = (await readLeads(storeFile)).leads.filter((lead) => !done.has(lead.id) && !refused.has(lead.id));
  const state: FileHandle = await open(stateFile, "a");
  const refusedState: FileHandle = await open(refusedFile, "a");
  let running: Promise<void> | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  const idleWaiters: (() => void)[] = [];

  if (refused.size > 0) log(`Webhook: ${refused.size} stored lead(s) were refused by the webhook earlier and are not sent again; \`pages leads\` lists them.`);
  if (queue.length > 0) log(`Webhook: ${queue.length} stored lead(s) not yet forwarded; forwarding them now.`);

  async function forward(lead: Lead): Promise<Outcome> {
    try {
      const response = await post(url, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": lead.id, "user-agent": "pages-leads" },
        body: JSON.stringify(lead),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (refusesForGood(response.status)) return { kind: "refused", status: response.status, answer: await answerStart(response).catch(() => "") };
      await response.body?.cancel().catch(() => {});
      return response.ok ? { kind: "forwarded" } : { kind: "failed", problem: `status ${response.status}` };
    } catch (error) {
      return { kind: "failed", problem: (error as Error).name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : (error as Error).message };
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
    await Promise.resolve();
    let failures = 0;
    while (!stopped && queue.length > 0) {
      const lead = queue[0]!;
      const outcome = await forward(lead);
      if (stopped) break;
      if (outcome.kind === "forwarded") {
        queue.shift();
        failures = 0;
        await state.appendFile(`${JSON.stringify({ id: lead.id, at: new Date().toISOString() })}\n`);
        continue;
      }
      if (outcome.kind === "refused") {
        queue.shift();
        failures = 0;
        const refusal: Refusal = { id: lead.id, at: new Date().toISOString(), status: outcome.status, answer: outcome.answer };
        await refusedState.appendFile(`${JSON.stringify(refusal)}\n`);
        const answer = outcome.answer ? `: ${outcome.answer}` : "";
        log(
          `Webhook: it refused lead ${lead.id} of form ${lead.form} (status ${outcome.status}${answer}). The lead is set aside, not sent again, and stays in the store (\`pages leads\` lists it); the next leads go on.`,
        );
        continue;
      }
      failures++;
      const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** (failures - 1));
      const wait = delay < 1000 ? `${delay} ms` : `${Math.round(delay / 1000)} s`;
      log(`Webhook: forwarding lead ${lead.id} failed (${outcome.problem}); trying again in ${wait}. It is safe in the store.`);
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
      await refusedState.close();
      idleWaiters.splice(0).forEach((resolve) => resolve());
    },
  };
}

// Forwards each stored lead to the webhook, one at a time and in order. A failed post (no answer,
// a timeout, a 5xx, 408, 429, or a redirect, which is never followed: webhook-post.ts) is tried
// again after a pause that doubles up to a ceiling, for as long as it takes: the lead is already in
// the store, so forwarding can only be late, never lost. Any other 4xx is the webhook saying it
// will never take this lead (a 422 for a field it does not expect, say): trying again would only
// hold up every lead behind it, so the lead is set aside, reported, and the next one goes.
//
// Forwarded ids are appended to a state file beside the store, refused ones to another
// (state-files.ts). On start-up every stored lead listed in neither is forwarded again, so a
// restart resumes where the last run stopped. A crash just after a post but before its id is
// written forwards that lead twice; the Idempotency-Key header (the lead id) lets the receiver drop
// the copy. While posts fail, a status file says so, for `pages leads` (forwarding-status.ts).
import { open, type FileHandle } from "node:fs/promises";
import { clearForwardingFailure, readForwardingFailure, writeForwardingFailure, type ForwardingFailure } from "./forwarding-status.ts";
import type { Lead } from "./record.ts";
import { forwardingStatusFile, forwardStateFile, readForwardedIds, readRefusals, refusedStateFile, type Refusal } from "./state-files.ts";
import { readLeads } from "./store.ts";
import type { WebhookAddress } from "./webhook-address.ts";
import { isRedirect, postLead, redirectAdvice } from "./webhook-post.ts";

/** The longest pause between two tries of a failing post. */
export const MAX_RETRY_MS = 5 * 60_000;

export interface ForwarderOptions {
  webhook: WebhookAddress;
  /** The JSON Lines store the leads are in. */
  storeFile: string;
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

function waitText(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

export async function startForwarder(options: ForwarderOptions): Promise<Forwarder> {
  const { webhook, storeFile, log = console.log, firstRetryMs = 1000, maxRetryMs = MAX_RETRY_MS, timeoutMs = 10_000 } = options;
  const stateFile = forwardStateFile(storeFile);
  const refusedFile = refusedStateFile(storeFile);
  const statusFile = forwardingStatusFile(storeFile);
  const done = await readForwardedIds(storeFile, stateFile);
  const refused = await readRefusals(storeFile, refusedFile);
  const queue: Lead[] = (await readLeads(storeFile)).leads.filter((lead) => !done.has(lead.id) && !refused.has(lead.id));
  // A failure a previous run left under way goes on counting, if it is the same webhook's.
  const earlier = await readForwardingFailure(storeFile, statusFile);
  let failing: ForwardingFailure | null = earlier?.webhook === webhook.shown && queue.length > 0 ? earlier : null;
  if (!failing && earlier) await clearForwardingFailure(statusFile);
  const state: FileHandle = await open(stateFile, "a");
  const refusedState: FileHandle = await open(refusedFile, "a");
  let running: Promise<void> | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  const idleWaiters: (() => void)[] = [];

  if (refused.size > 0) log(`Webhook: ${refused.size} stored lead(s) were refused by the webhook earlier and are not sent again; \`pages leads\` lists them.`);
  if (queue.length > 0) log(`Webhook: ${queue.length} stored lead(s) not yet forwarded; forwarding them now.`);

  /** The status file is a courtesy to `pages leads`: a failure to write it must not stop forwarding. */
  async function keepStatus(failure: ForwardingFailure | null): Promise<void> {
    try {
      if (failure) await writeForwardingFailure(statusFile, failure);
      else await clearForwardingFailure(statusFile);
    } catch (error) {
      log(`Webhook: cannot update ${statusFile} (${(error as NodeJS.ErrnoException).code ?? "error"}); forwarding goes on.`);
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
      const outcome = await postLead(webhook, lead, { fetch: options.fetch, timeoutMs });
      if (stopped) break;
      if (outcome.kind !== "failed") {
        queue.shift();
        failures = 0;
        if (outcome.kind === "forwarded") {
          await state.appendFile(`${JSON.stringify({ id: lead.id, at: new Date().toISOString() })}\n`);
        } else {
          const refusal: Refusal = { id: lead.id, at: new Date().toISOString(), status: outcome.status, answer: outcome.answer };
          await refusedState.appendFile(`${JSON.stringify(refusal)}\n`);
          const answer = outcome.answer ? `: ${outcome.answer}` : "";
          log(
            `Webhook: it refused lead ${lead.id} of form ${lead.form} (status ${outcome.status}${answer}). The lead is set aside, not sent again, and stays in the store (\`pages leads\` lists it); the next leads go on.`,
          );
        }
        // The webhook answered: whatever failed before is over.
        if (failing) {
          failing = null;
          await keepStatus(null);
        }
        continue;
      }
      failures++;
      const now = new Date().toISOString();
      const { problem, status, redirect } = outcome;
      failing = { webhook: webhook.shown, since: failing?.since ?? now, lastTry: now, tries: (failing?.tries ?? 0) + 1, problem, status, redirect };
      await keepStatus(failing);
      const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** (failures - 1));
      const advice = isRedirect(status) ? ` ${redirectAdvice(redirect)}` : "";
      log(`Webhook: forwarding lead ${lead.id} to ${webhook.shown} failed (${problem}); trying again in ${waitText(delay)}. It is safe in the store.${advice}`);
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

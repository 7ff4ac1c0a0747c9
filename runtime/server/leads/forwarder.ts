// Forwards each stored lead to the webhook, one at a time and in order. A failed post (no answer,
// a timeout, a 5xx, 408, 429, or a redirect, which is never followed: webhook-post.ts) is tried
// again after a pause that doubles up to a ceiling, for as long as it takes: the lead is already in
// the store, so forwarding can only be late, never lost. Any other 4xx is the webhook saying it
// will never take this lead (a 422 for a field it does not expect, say): trying again would only
// hold up every lead behind it, so the lead is set aside, reported, and the next one goes.
//
// Each lead's forwarding is kept in the database beside it: pending until the webhook takes it
// (forwarded) or refuses it for good (refused). On start-up every pending lead is forwarded, so a
// restart resumes where the last run stopped. A crash just after a post but before its state is
// committed forwards that lead twice; the Idempotency-Key header (the lead id) lets the receiver drop
// the copy. While posts fail, the database says so too, for `pages leads`.
import type { PagesDatabase } from "../database/index.ts";
import type { ForwardingFailure, Lead, Refusal } from "./record.ts";
import type { WebhookAddress } from "./webhook-address.ts";
import { isRedirect, postLead, redirectAdvice } from "./webhook-post.ts";

/** The longest pause between two tries of a failing post. */
export const MAX_RETRY_MS = 5 * 60_000;

export interface ForwarderOptions {
  webhook: WebhookAddress;
  /** The database the leads are in. */
  database: PagesDatabase;
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

export function startForwarder(options: ForwarderOptions): Forwarder {
  const { webhook, database, log = console.log, firstRetryMs = 1000, maxRetryMs = MAX_RETRY_MS, timeoutMs = 10_000 } = options;
  const leads = database.leads;
  const refusedCount = leads.refusals().size;
  const queue: Lead[] = leads.toForward();
  // A failure a previous run left under way goes on counting, if it is the same webhook's.
  const earlier = leads.failure();
  let failing: ForwardingFailure | null = earlier?.webhook === webhook.shown && queue.length > 0 ? earlier : null;
  if (!failing && earlier) leads.keepFailure(null);
  let running: Promise<void> | null = null;
  let stopped = false;
  let wake: (() => void) | null = null;
  let timer: NodeJS.Timeout | null = null;
  const idleWaiters: (() => void)[] = [];

  if (refusedCount > 0) log(`Webhook: ${refusedCount} stored lead(s) were refused by the webhook earlier and are not sent again; \`pages leads\` lists them.`);
  if (queue.length > 0) log(`Webhook: ${queue.length} stored lead(s) not yet forwarded; forwarding them now.`);

  /** The failure's record is a courtesy to `pages leads`: a failure to write it must not stop forwarding. */
  function keepStatus(failure: ForwardingFailure | null): void {
    try {
      leads.keepFailure(failure);
    } catch (error) {
      log(`Webhook: cannot record in ${database.path} that forwarding fails (${(error as Error).message}); forwarding goes on.`);
    }
  }

  /**
   * Records what the webhook answered. When that cannot be written, the lead stays pending and is
   * posted again after a restart: the idempotency key lets the receiver drop the copy.
   */
  function record(write: () => void): void {
    try {
      write();
    } catch (error) {
      log(`Webhook: cannot record in ${database.path} what the webhook answered (${(error as Error).message}); the lead will be sent again after a restart.`);
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
          record(() => leads.markForwarded(lead.id, new Date().toISOString()));
        } else {
          const refusal: Refusal = { id: lead.id, at: new Date().toISOString(), status: outcome.status, answer: outcome.answer };
          record(() => leads.markRefused(refusal));
          const answer = outcome.answer ? `: ${outcome.answer}` : "";
          log(
            `Webhook: it refused lead ${lead.id} of form ${lead.form} (status ${outcome.status}${answer}). The lead is set aside, not sent again, and stays in the store (\`pages leads\` lists it); the next leads go on.`,
          );
        }
        // The webhook answered: whatever failed before is over.
        if (failing) {
          failing = null;
          keepStatus(null);
        }
        continue;
      }
      failures++;
      const now = new Date().toISOString();
      const { problem, status, redirect } = outcome;
      failing = { webhook: webhook.shown, since: failing?.since ?? now, lastTry: now, tries: (failing?.tries ?? 0) + 1, problem, status, redirect };
      keepStatus(failing);
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
      idleWaiters.splice(0).forEach((resolve) => resolve());
    },
  };
}

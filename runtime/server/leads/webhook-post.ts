// One post of one lead to the webhook, and what came of it:
//
//   forwarded  a 2xx
//   refused    a 4xx other than 408 and 429: the webhook will never take this lead as it is
//   failed     anything else, tried again later: no answer, a timeout, a 5xx, 408, 429, and any 3xx
//
// A redirect is never followed (redirect: "manual"; Node's fetch then hands over the 3xx itself).
// Followed, a 301, 302 or 303 turns the post into a GET that carries no lead and answers 200, so
// the lead would be counted as forwarded and lost; a 307 or 308 would post a stranger's name and
// phone number to whatever host the redirect names, https or not. So a 3xx is a failure that names
// where it pointed, for whoever runs the server to configure that address if it is the right one.
//
// Nothing said here shows a secret of the webhook's address, even when a library's error message
// or the webhook's own answer repeats it.
import { unsafeCharacters } from "../../../blocks/forms.ts";
import { redactUrl } from "../../foundation/content/index.ts";
import type { Lead } from "./record.ts";
import { leadEnv } from "./settings.ts";
import { maskSecrets, type WebhookAddress } from "./webhook-address.ts";

export type PostOutcome =
  | { kind: "forwarded" }
  | { kind: "refused"; status: number; answer: string }
  /** status: the webhook's answer, if any; redirect: for a 3xx, where it pointed (redacted), or null. */
  | { kind: "failed"; problem: string; status: number | null; redirect: string | null };

export interface PostOptions {
  fetch?: typeof fetch;
  timeoutMs: number;
}

export function isRedirect(status: number | null): boolean {
  return status !== null && status >= 300 && status < 400;
}

/** What to do about a redirect, said in the log and by `pages leads`. */
export function redirectAdvice(redirect: string | null): string {
  if (redirect === null) return "It answered with a redirect that names no address: check the webhook's address with the service.";
  return (
    `The webhook points to ${redirect}, but redirects are not followed, so that a lead goes only to the address you configured. ` +
    `If that is the webhook's new address, configure it instead (site.leads.webhook in pages.json, or ${leadEnv.webhook} where the server runs) and restart the server.`
  );
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

/** Network errors in words; the codes behind fetch's "fetch failed" are in its cause. */
const networkProblems: Record<string, string> = {
  ECONNREFUSED: "the connection was refused: nothing listens at that address",
  ECONNRESET: "the connection was cut",
  ENOTFOUND: "the host name was not found",
  EAI_AGAIN: "the host name could not be looked up",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "the host cannot be reached",
  ENETUNREACH: "the network cannot be reached",
};

function describeError(error: unknown, timeoutMs: number): string {
  const { name, message, cause } = error as Error & { cause?: { code?: unknown; message?: unknown } };
  if (name === "TimeoutError") return `no answer within ${timeoutMs / 1000} s`;
  const code = typeof cause?.code === "string" ? cause.code : null;
  if (code && networkProblems[code]) return networkProblems[code];
  if (code && /CERT|SELF_SIGNED|TLS|SSL/.test(code)) return `its certificate was not accepted (${code})`;
  if (code) return code;
  return typeof cause?.message === "string" ? `${message}: ${cause.message}` : message;
}

/** Where a 3xx pointed: its Location, read against the webhook's address, redacted; null when there is none. */
function redirectTarget(response: Response, webhook: WebhookAddress): string | null {
  const location = response.headers.get("location");
  if (!location) return null;
  try {
    // Masked twice: the target may repeat a secret of the webhook's own address that does not look like a key.
    return maskSecrets(redactUrl(new URL(location, webhook.url)), webhook);
  } catch {
    return null;
  }
}

export async function postLead(webhook: WebhookAddress, lead: Lead, options: PostOptions): Promise<PostOutcome> {
  const post = options.fetch ?? fetch;
  try {
    const response = await post(webhook.url, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/json",
        "idempotency-key": lead.id,
        "user-agent": "pages-leads",
        ...(webhook.authorization ? { authorization: webhook.authorization } : {}),
      },
      body: JSON.stringify(lead),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const { status } = response;
    if (refusesForGood(status)) {
      const answer = await answerStart(response).catch(() => "");
      return { kind: "refused", status, answer: maskSecrets(answer, webhook) };
    }
    await response.body?.cancel().catch(() => {});
    if (status >= 200 && status < 300) return { kind: "forwarded" };
    const redirect = isRedirect(status) ? redirectTarget(response, webhook) : null;
    return { kind: "failed", problem: `status ${status}`, status, redirect };
  } catch (error) {
    return { kind: "failed", problem: maskSecrets(describeError(error, options.timeoutMs), webhook), status: null, redirect: null };
  }
}

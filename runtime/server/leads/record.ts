// One stored lead: what `pages leads` lists and what a webhook gets; and what the webhook's
// forwarder records about it (a refusal, a run of failures).

export interface Lead {
  /** A random UUID, also sent to the webhook as the idempotency key. */
  id: string;
  /** When the endpoint accepted it, ISO 8601 in UTC. */
  receivedAt: string;
  /** The form's id in pages.json, for example contact or pickup. */
  form: string;
  /** The route of the page it was sent from. */
  page: string;
  /** The answers, by field name, as the form's schema accepted them: always text, never markup. */
  fields: Record<string, string>;
}

export function isLead(value: unknown): value is Lead {
  if (value === null || typeof value !== "object") return false;
  const lead = value as Record<string, unknown>;
  const fields = lead.fields as Record<string, unknown> | null;
  return (
    typeof lead.id === "string" &&
    typeof lead.receivedAt === "string" &&
    typeof lead.form === "string" &&
    typeof lead.page === "string" &&
    fields !== null &&
    typeof fields === "object" &&
    !Array.isArray(fields) &&
    Object.values(fields).every((field) => typeof field === "string")
  );
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

/** While posts to the webhook fail: what `pages leads` warns about. */
export interface ForwardingFailure {
  /** The webhook's address, redacted. */
  webhook: string;
  /** When the first failed post of this run of failures was, ISO 8601. */
  since: string;
  /** When the last one was. */
  lastTry: string;
  tries: number;
  /** What went wrong the last time, in words, with no secret in it. */
  problem: string;
  /** The status the webhook answered the last time, or null when it did not answer. */
  status: number | null;
  /** For a redirect (a 3xx), where the webhook pointed (redacted), or null. */
  redirect: string | null;
}

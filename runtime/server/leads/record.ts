// One stored lead: a line of the JSON Lines store, what `pages leads` lists and what a webhook gets.

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

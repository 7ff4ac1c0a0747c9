// The `http` delivery: POST the submission as JSON and read the answer. 2xx is success; a 400 that
// names fields ({ errors: { field: message } }) becomes messages under those fields; any other
// status (a redirect too), no connection or no answer within the timeout is a failure that keeps
// every value.
// The answer's shape is the lead endpoint's own declaration (runtime/foundation/wire/); only its type
// comes here, so the visitor's bundle carries no schema library: what is kept is checked by hand.
import type { FormBlock as FormBlockSchema, HttpDelivery } from "../../schema/index.ts";
import type { Localized } from "../../runtime/foundation/index.ts";
import type { FieldErrorsAnswer } from "../../runtime/foundation/wire/index.ts";
import type { FormSubmission, SubmitResult } from "./submission.ts";

type FormBlock = Localized<FormBlockSchema>;

/** The schema's default for `timeoutMs`. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** The messages of a 400 answer, kept only for fields the form has and only when they are text. */
async function fieldErrorsOf(response: Response, block: FormBlock): Promise<Record<string, string> | undefined> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return undefined;
  }
  const errors: unknown = (body as Partial<FieldErrorsAnswer> | null)?.errors;
  if (errors === null || typeof errors !== "object") return undefined;
  const known = new Set(block.fields.map((field) => field.name));
  const messages = Object.entries(errors as Record<string, unknown>).filter(
    (entry): entry is [string, string] => known.has(entry[0]) && typeof entry[1] === "string" && entry[1] !== "",
  );
  return messages.length > 0 ? Object.fromEntries(messages) : undefined;
}

export async function postSubmission(delivery: HttpDelivery, submission: FormSubmission, block: FormBlock): Promise<SubmitResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), delivery.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    const response = await fetch(delivery.url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(submission),
      signal: controller.signal,
      // A redirect would turn the POST into a GET whose 200 looks like success while the lead is lost.
      redirect: "error",
    });
    if (response.ok) return { ok: true };
    if (response.status === 400) {
      const fieldErrors = await fieldErrorsOf(response, block);
      return fieldErrors ? { ok: false, fieldErrors } : { ok: false };
    }
    return { ok: false };
  } catch {
    // No connection, or aborted by the timeout.
    return { ok: false };
  } finally {
    clearTimeout(timer);
  }
}

// What a form sends and what its delivery answers, shared by submit.ts (which picks the delivery)
// and each delivery (http-delivery.ts), so that neither imports the other for them.
import type { LeadSubmission } from "../../runtime/foundation/wire/index.ts";
import type { FormValues } from "./values.ts";

/**
 * What a submission carries: which form, from which page, and the fields. Its shape on the wire is
 * declared once, as the lead endpoint's `leadSubmission`; the form's values are its fields.
 */
export interface FormSubmission extends LeadSubmission {
  fields: FormValues;
}

/**
 * A failure keeps what the visitor typed; `fieldErrors` (by field name) lets a strategy that is
 * told which fields were refused show the messages under them.
 */
export type SubmitResult = { ok: true } | { ok: false; fieldErrors?: Partial<FormValues> };

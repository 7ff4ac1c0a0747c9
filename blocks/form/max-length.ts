// The most characters a field takes: what pages.json declares, or a default for its kind. The
// browser's maxlength attribute (field.tsx), the form's schema and so the lead endpoint all use
// this one number, so what a visitor can type is exactly what is accepted.
import type { FormField } from "../../schema/index.ts";

/** One line: a name, a phone number, a place, an email address (which can be 254 characters). */
const ONE_LINE = 256;
/** A message: well over what an enquiry needs, and small enough that a form's answers as typed fit the endpoint's 16 KB. */
const SEVERAL_LINES = 2000;

export function maxLengthOf(field: FormField): number {
  if (field.maxLength) return field.maxLength;
  // Never below the field's own minimum, or it could not be filled in at all.
  return Math.max(field.kind === "textarea" ? SEVERAL_LINES : ONE_LINE, field.minLength ?? 0);
}

// What a form holds, with no validation code attached: the form itself needs only this much at
// first, its checks arrive later (lazy-resolver.ts).
import type { FormField } from "../../schema/index.ts";
import { formProtocol } from "../../runtime/foundation/loading/form-protocol.ts";

/** What a form submits: every field's text, by field name; empty when left blank. */
export type FormValues = Record<string, string>;

/** Every field empty: how every form starts, and what it returns to after a successful send. */
export function emptyValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, ""]));
}

/**
 * What the fields hold as the form starts: empty, unless this form is being hydrated over its
 * prerendered HTML and the visitor typed into it before its code arrived (their text is kept).
 */
export function startingValues(fields: readonly FormField[], baseId: string): FormValues {
  const values = emptyValues(fields);
  if (typeof document === "undefined") return values;
  for (const field of fields) {
    const element = document.getElementById(`${baseId}-${field.name}`);
    // A form that is ready is a live one (the page being left), not prerendered HTML: not ours.
    if (!element || element.closest("form")?.hasAttribute(formProtocol.ready)) continue;
    if ("value" in element && typeof element.value === "string") values[field.name] = element.value;
  }
  return values;
}

/**
 * The field that shows the message of a form sent empty: the first, when every field is optional
 * (a required field already refuses an empty form with its own message); null otherwise.
 */
export function emptyFormField(fields: readonly FormField[]): string | null {
  return fields.length > 0 && !fields.some((field) => field.required) ? fields[0]!.name : null;
}

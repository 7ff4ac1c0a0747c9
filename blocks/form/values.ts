// What a form holds, with no validation code attached: the form itself needs only this much at
// first, its checks arrive later (lazy-resolver.ts).
import type { FormField } from "../../schema/pages.gen.ts";

/** What a form submits: every field's text, by field name; empty when left blank. */
export type FormValues = Record<string, string>;

/** Every field empty: how every form starts, and what it returns to after a successful send. */
export function emptyValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, ""]));
}

// Compiles a form block's fields, as pages.json declares them, into one zod schema. Pure and free
// of React, so whatever receives the submissions can check them with this same schema.
import { z } from "zod";
import type { FormField } from "../../schema/pages.gen.ts";

/** What a form submits: every field's text, by field name; empty when left blank. */
export type FormValues = Record<string, string>;

/** The message a field shows when pages.json gives none (pages lint asks for one). */
function fallbackMessage(field: FormField): string {
  if (field.kind === "select") return `Please choose ${field.label}`;
  if (field.kind === "email") return "Please enter a valid email address";
  if (field.minLength) return `${field.label} must be at least ${field.minLength} characters`;
  if (field.maxLength) return `${field.label} must be at most ${field.maxLength} characters`;
  return `${field.label} is required`;
}

function hasRules(field: FormField): boolean {
  return Boolean(field.required || field.minLength || field.maxLength || field.kind === "email" || field.kind === "select");
}

/**
 * One field's rule. Every rule of a field shares the field's one message, as the spec's table has
 * it. A field that is not required also accepts the empty text; one with no rules accepts anything.
 */
export function fieldSchema(field: FormField): z.ZodType<string, string> {
  if (!hasRules(field)) return z.string();
  const error = field.message ?? fallbackMessage(field);
  let rule: z.ZodType<string, string>;
  const [first, ...rest] = (field.kind === "select" ? field.options ?? [] : []).map((option) => option.value);
  if (first !== undefined) {
    rule = z.enum([first, ...rest], { error });
  } else {
    // The message also answers a value that is not text at all (only the lead endpoint sees one).
    let text = field.kind === "email" ? z.email({ error }) : z.string({ error });
    if (field.minLength) text = text.min(field.minLength, { error });
    else if (field.required) text = text.min(1, { error });
    if (field.maxLength) text = text.max(field.maxLength, { error });
    rule = text;
  }
  return field.required ? rule : z.union([z.literal(""), rule], { error });
}

/** The whole form's schema: one rule per field, by field name. */
export function formSchema(fields: readonly FormField[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])));
}

/** Every field empty: how every form starts, and what it returns to after a successful send. */
export function emptyValues(fields: readonly FormField[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, ""]));
}

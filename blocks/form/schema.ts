// Compiles a form block's fields, as pages.json declares them, into one zod schema. Pure and free
// of React, so whatever receives the submissions can check them with this same schema. zod/mini's
// functions are imported one by one so the browser gets only the checks a form uses (a sixth of
// zod's classic API).
import { email, enum as oneOf, literal, maxLength, minLength, object, string, union, type ZodMiniType } from "zod/mini";
import type { FormField } from "../../schema/pages.gen.ts";
import type { FormValues } from "./values.ts";

export type { FormValues };

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
export function fieldSchema(field: FormField): ZodMiniType<string, string> {
  if (!hasRules(field)) return string();
  const error = field.message ?? fallbackMessage(field);
  let rule: ZodMiniType<string, string>;
  const [first, ...rest] = (field.kind === "select" ? field.options ?? [] : []).map((option) => option.value);
  if (first !== undefined) {
    rule = oneOf([first, ...rest], { error });
  } else {
    // The message also answers a value that is not text at all (only the lead endpoint sees one).
    const text = field.kind === "email" ? email({ error }) : string({ error });
    const least = field.minLength ?? (field.required ? 1 : 0);
    rule = text.check(
      ...(least > 0 ? [minLength(least, { error })] : []),
      ...(field.maxLength ? [maxLength(field.maxLength, { error })] : []),
    );
  }
  return field.required ? rule : union([literal(""), rule], { error });
}

/** The whole form's schema: one rule per field, by field name. */
export function formSchema(fields: readonly FormField[]) {
  return object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])));
}

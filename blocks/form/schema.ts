// Compiles a form block's rules, as pages.json declares them, into one zod schema. Pure and free
// of React, so whatever receives the submissions can check them with this same schema. zod/mini's
// functions are imported one by one so the browser gets only the checks a form uses (a sixth of
// zod's classic API).
import { email, enum as oneOf, literal, maxLength, minLength, object, overwrite, pipe, refine, string, union, type ZodMiniType } from "zod/mini";
import type { FormBlock as FormBlockSchema, FormField as FormFieldSchema } from "../../schema/index.ts";
import type { Localized } from "../../runtime/foundation/index.ts";

type FormBlock = Localized<FormBlockSchema>;
type FormField = Localized<FormFieldSchema>;
import { maxLengthOf } from "./max-length.ts";
import { isBlank, plainText } from "./plain-text.ts";
import { emptyFormField, type FormValues } from "./values.ts";

export type { FormValues };

/** What the rules of a form are made of. */
export type FormRules = Pick<FormBlock, "fields" | "emptyMessage">;

/** The message a field shows when pages.json gives none (in English: in the shipped forms every rule a visitor can break has its own message, in both languages). */
function fallbackMessage(field: FormField): string {
  if (field.kind === "select") return `Please choose ${field.label}`;
  if (field.kind === "email") return "Please enter a valid email address";
  if (field.minLength) return `${field.label} must be at least ${field.minLength} characters`;
  if (field.maxLength) return `${field.label} must be at most ${field.maxLength} characters`;
  return `${field.label} is required`;
}

/** What a form whose fields are all optional shows when sent with none filled in, when pages.json gives no emptyMessage. */
const EMPTY_FORM_MESSAGE = "Please fill in at least one field";

/**
 * One field's rule. Every rule pages.json declares for a field shares the field's one message, as
 * the spec's table has it; the length every field has by default (max-length.ts) says its own
 * number. A field that is not required also accepts the empty text. The text is made plain
 * (plain-text.ts) before any rule looks at it, and is kept that way.
 */
export function fieldSchema(field: FormField): ZodMiniType<string, string> {
  const error = field.message ?? fallbackMessage(field);
  const plain = string({ error }).check(overwrite((value) => plainText(value, field.kind === "textarea")));
  let rule: ZodMiniType<string, string>;
  const [first, ...rest] = (field.kind === "select" ? (field.options ?? []) : []).map((option) => option.value);
  if (first !== undefined) {
    rule = oneOf([first, ...rest], { error });
  } else {
    const least = field.minLength ?? (field.required ? 1 : 0);
    const most = maxLengthOf(field);
    rule = (field.kind === "email" ? email({ error }) : string({ error })).check(
      ...(least > 0 ? [minLength(least, { error })] : []),
      maxLength(most, { error: field.maxLength ? error : `${field.label} can be at most ${most} characters` }),
    );
  }
  return pipe(plain, field.required ? rule : union([literal(""), rule], { error }));
}

/**
 * The whole form's schema: one rule per field, by field name. A form whose fields are all optional
 * is still refused when every one is empty or blank (isBlank: invisible characters alone are no
 * answer either), since an empty submission is no lead; the message goes under the field
 * emptyFormField names, so the form and the endpoint's 400 show it in one place.
 */
export function formSchema({ fields, emptyMessage }: FormRules) {
  const schema = object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])));
  const carrier = emptyFormField(fields);
  if (carrier === null) return schema;
  const filled = (values: Record<string, string>) => Object.values(values).some((value) => !isBlank(value));
  return schema.check(refine(filled, { error: emptyMessage ?? EMPTY_FORM_MESSAGE, path: [carrier] }));
}

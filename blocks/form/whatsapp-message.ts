// The chat message a `whatsapp` delivery opens: the form's title, then one line per answered
// field, a choice written as the words the visitor picked rather than its value.
import type { FormBlock } from "../../schema/index.ts";
import type { Localized } from "../../runtime/foundation/index.ts";
import { isBlank } from "./plain-text.ts";
import type { FormValues } from "./values.ts";

export function whatsappMessage(block: Pick<Localized<FormBlock>, "title" | "fields">, values: FormValues): string {
  const lines = block.fields.flatMap((field) => {
    const value = (values[field.name] ?? "").trim();
    if (isBlank(value)) return [];
    const shown = field.kind === "select" ? (field.options?.find((option) => option.value === value)?.label ?? value) : value;
    return [`${field.label}: ${shown}`];
  });
  return [block.title, ...lines].join("\n");
}

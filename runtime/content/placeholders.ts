// Placeholders in family templates: {field} inside text, or a whole value "{field}".

const placeholderPattern = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;
const wholeValuePattern = /^\{([a-zA-Z][a-zA-Z0-9]*)\}$/;

/** The field names used as placeholders in a string. */
export function placeholdersIn(text: string): string[] {
  return Array.from(text.matchAll(placeholderPattern), (match) => match[1] as string);
}

/** The field a whole-value placeholder names, or null when the string is ordinary text. */
export function wholeValueField(text: string): string | null {
  return wholeValuePattern.exec(text)?.[1] ?? null;
}

/** Replaces every {field} in text with the entry's value; unknown fields are left as written. */
export function fillText(text: string, entry: Readonly<Record<string, unknown>>): string {
  if (!text.includes("{")) return text;
  return text.replace(placeholderPattern, (whole, field: string) => {
    const value = entry[field];
    return typeof value === "string" || typeof value === "number" ? String(value) : whole;
  });
}

// Placeholders in family templates: {field} inside text, or a whole value "{field}".
import { matchesIn } from "./matches.ts";

const placeholderPattern = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;
const wholeValuePattern = /^\{([a-zA-Z][a-zA-Z0-9]*)\}$/;

/** The field names used as placeholders in a string. */
export function placeholdersIn(text: string): string[] {
  return Array.from(matchesIn(text, placeholderPattern), (match) => match[1] as string);
}

/** The field a whole-value placeholder names, or null when the string is ordinary text. */
export function wholeValueField(text: string): string | null {
  return wholeValuePattern.exec(text)?.[1] ?? null;
}

export type TemplatePart = string | { field: string };

/** Templates split once into text and fields: a site repeats each template for every entry. */
const compiled = new Map<string, TemplatePart[]>();

/** A template split into its literal texts and its {field}s, in order. */
export function templateParts(text: string): readonly TemplatePart[] {
  let parts = compiled.get(text);
  if (parts) return parts;
  parts = [];
  let last = 0;
  for (const match of matchesIn(text, placeholderPattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ field: match[1] as string });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  compiled.set(text, parts);
  return parts;
}

/** What a {field} shows as: the entry's text or number, or the placeholder as written when it has none. */
export function filledField(field: string, entry: Readonly<Record<string, unknown>>): string {
  const value = entry[field];
  return typeof value === "string" || typeof value === "number" ? String(value) : `{${field}}`;
}

/** Replaces every {field} in text with the entry's value; unknown fields are left as written. */
export function fillText(text: string, entry: Readonly<Record<string, unknown>>): string {
  if (!text.includes("{")) return text;
  let out = "";
  for (const part of templateParts(text)) out += typeof part === "string" ? part : filledField(part.field, entry);
  return out;
}

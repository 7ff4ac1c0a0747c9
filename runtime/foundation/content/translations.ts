// The texts of pages.json a translator writes: every value the schema declares a text (defs'
// `text`: a plain English text, or a translation with each language's words), found by walking the
// file beside its schema. Names, addresses, phone numbers and settings are not among them.
import type { PagesFile, Translation } from "../../../schema/index.ts";
import { walkDocument, walkFieldsAt, type FieldVisitor } from "./fields.ts";
import { isTranslation } from "./localize.ts";

export interface TextToTranslate {
  pointer: string;
  value: string | Translation;
}

// Validate, lint and each language's expansion ask for the same document's texts: found in one walk
// per document (as fieldsOfKind's fields are; a document is not changed once read).
const wholeFile = new WeakMap<object, readonly TextToTranslate[]>();

/** The texts of the file, or with `at` only those in the value at a pointer of it (an entry, say). */
export function textsToTranslate(file: PagesFile, at?: { pointer: string; value: unknown }): readonly TextToTranslate[] {
  const known = at ? undefined : wholeFile.get(file);
  if (known) return known;
  const found: TextToTranslate[] = [];
  const visit: FieldVisitor = ({ kind, value, pointer }) => {
    if (kind !== "text") return;
    if (typeof value === "string" || isTranslation(value)) found.push({ pointer, value });
    return false;
  };
  if (at) walkFieldsAt(file, at.pointer, at.value, visit);
  else {
    walkDocument(file, visit);
    wholeFile.set(file, found);
  }
  return found;
}

/**
 * Whether an English text has words a translator would write in another language: not only
 * {placeholders} (filled with the entry's own words in each language), numbers, signs, or the names
 * that stay as written (the company's name, an email or web address).
 */
export function wordsToTranslate(english: string, namesAsWritten: readonly string[]): boolean {
  let rest = english.replace(/\{[A-Za-z]\w*\}/g, " ").replace(/\b[\w.+-]+@[\w.-]+\b|https?:\/\/\S+/g, " ");
  for (const name of namesAsWritten) rest = rest.split(name).join(" ");
  return /\p{L}/u.test(rest);
}

// The texts of pages.json a translator writes: every value the schema declares a text (defs'
// `text`: a plain English text, or a translation with each language's words), found by walking the
// file beside its schema. Names, addresses, phone numbers and settings are not among them.
import type { PagesFile, Translation } from "../../../schema/index.ts";
import { fieldsOfKind, walkFieldsAt, type Enclosing } from "./fields.ts";
import { isTranslation } from "./localize.ts";

export interface TextToTranslate {
  pointer: string;
  value: string | Translation;
}

// Validate, lint and each language's expansion ask for the same document's texts: for the whole
// file, they are the text fields of the one walk fieldsOfKind keeps per document (a document is not
// changed once read), less the parts of a translation.
const wholeFile = new WeakMap<object, readonly TextToTranslate[]>();

const isText = (value: unknown): value is string | Translation => typeof value === "string" || isTranslation(value);

/** Whether what encloses a field is inside another text: a language's words of a translation, say. */
function insideText(enclosing: Enclosing | null): boolean {
  for (let parent = enclosing; parent; parent = parent.parent) if (parent.kind === "text") return true;
  return false;
}

/** The texts of the file, or with `at` only those in the value at a pointer of it (an entry, say). */
export function textsToTranslate(file: PagesFile, at?: { pointer: string; value: unknown }): readonly TextToTranslate[] {
  if (at) {
    const found: TextToTranslate[] = [];
    walkFieldsAt(file, at.pointer, at.value, ({ kind, value, pointer }) => {
      if (kind !== "text") return;
      if (isText(value)) found.push({ pointer, value });
      return false;
    });
    return found;
  }
  let known = wholeFile.get(file);
  if (!known) {
    const found: TextToTranslate[] = [];
    for (const { value, pointer, parent } of fieldsOfKind(file, "text")) if (isText(value) && !insideText(parent)) found.push({ pointer, value });
    wholeFile.set(file, (known = found));
  }
  return known;
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

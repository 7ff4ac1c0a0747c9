// What a field's answer is kept as: the characters in unsafe-characters.ts removed, every line
// break written as LF (CR LF and CR from other systems, and the Unicode line and paragraph
// separators), and, in a one-line field, line breaks and tabs made spaces. Applied by the form's
// schema before any rule counts characters, so the browser and the lead endpoint keep the same text.
import { unsafeCharacters } from "./unsafe-characters.ts";

export function plainText(value: string, multiline: boolean): string {
  const text = value.replace(unsafeCharacters, "").replace(/\r\n?|[\u2028\u2029]/g, "\n");
  return multiline ? text : text.replace(/[\n\t]/g, " ");
}

/**
 * Whether an answer shows nothing: only blanks and characters that are never drawn, the format
 * characters (zero-width space and joiners, soft hyphen, word joiner, direction marks, byte-order
 * mark) and the others Unicode says to leave invisible (variation selectors, Hangul fillers). They
 * are kept inside an answer, where they matter (an Urdu name may need a zero-width non-joiner), but
 * alone they are no answer.
 */
export function isBlank(value: string): boolean {
  return /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u.test(value);
}

// What a field's answer is kept as: the characters in unsafe-characters.ts removed, every line
// break written as LF (CR LF and CR from other systems, and the Unicode line and paragraph
// separators), and, in a one-line field, line breaks and tabs made spaces. Applied by the form's
// schema before any rule counts characters, so the browser and the lead endpoint keep the same text.
import { unsafeCharacters } from "./unsafe-characters.ts";

export function plainText(value: string, multiline: boolean): string {
  const text = value.replace(unsafeCharacters, "").replace(/\r\n?|[\u2028\u2029]/g, "\n");
  return multiline ? text : text.replace(/[\n\t]/g, " ");
}

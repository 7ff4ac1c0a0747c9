// Pieces of the patterns that read Urdu. `\b` knows only Latin letters, so an Urdu word's edges are
// where no letter (or mark written over or under one) is next to it: دن is "day", دنیا is not.

const letter = String.raw`[\p{L}\p{M}]`;

/** A regular expression source for one of the words, whole (the expression needs the u flag). */
export function urduWord(alternatives: string): string {
  return String.raw`(?<!${letter})(?:${alternatives})(?!${letter})`;
}

/** "More than", after the number: 5,000 سے زائد گاہک (5,000+ customers), 15 سال سے زیادہ (over 15 years). */
export const moreThan = String.raw`سے\s+(?:بھی\s+)?(?:زائد|زیادہ)(?!${letter})`;

/** What a word is made of: anything but a space or a mark that ends a clause (، ۔ ؟ included), so the & of a name is one. */
const inWord = String.raw`[^\s.,;:!?()\u060c\u061b\u061f\u06d4]`;

/** One whole written word. */
export const anyWord = String.raw`(?<!${inWord})${inWord}+(?!${inWord})`;

// The sentence of a text that holds a given position, for claims whose meaning depends on the
// words around them ("Sea freight ... 40-100 days"). Urdu sentences end with ۔ or ؟.

const sentenceEnd = /[.!?\u06d4\u061f]/;

export function sentenceAround(text: string, index: number): { start: number; end: number; text: string } {
  let start = 0;
  for (let i = index - 1; i > 0; i--) {
    if (sentenceEnd.test(text[i - 1] as string) && /\s/.test(text[i] as string)) {
      start = i + 1;
      break;
    }
  }
  let end = text.length;
  for (let i = index; i < text.length - 1; i++) {
    if (sentenceEnd.test(text[i] as string) && /\s/.test(text[i + 1] as string)) {
      end = i + 1;
      break;
    }
  }
  return { start, end, text: text.slice(start, end) };
}

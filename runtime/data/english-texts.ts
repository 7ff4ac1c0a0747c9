// The texts a page shows in English on a page of another language (the content core's
// englishTexts: they have no words in it yet), listed with the page's data so that whatever renders
// one marks it as English (useFallbackMarks, runtime/foundation/fallback-marks.ts). A translated
// site lists none, and carries nothing.
import { walkStrings } from "../foundation/content/walk.ts";

export function englishAmong(value: unknown, englishTexts: ReadonlySet<string>): string[] {
  if (englishTexts.size === 0) return [];
  const found = new Set<string>();
  walkStrings(value, "", (text) => {
    if (englishTexts.has(text)) found.add(text);
  });
  return [...found];
}

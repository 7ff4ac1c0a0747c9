// missing-translation: a text a visitor reads that has no words in one of the site's languages, so
// that language's pages show it in English.
import { englishOf, isTranslation, languageName, wordsIn, wordsToTranslate } from "../../foundation/content/index.ts";
import { defineRule } from "../define-rule.ts";
import { quoted, translatedTexts } from "../translation-texts.ts";

export const missingTranslation = defineRule({
  name: "missing-translation",
  meta: {
    kind: "problem",
    description: "A text visitors read with no words in one of the site's languages: that language's pages show the English.",
    defaultLevel: "warn",
    messages: {
      plain: 'No {{language}} for "{{text}}": the {{language}} pages show it in English. Write the text in both languages: { "en": "...", "{{code}}": "..." }.',
      partial: 'No {{language}} for "{{text}}": the {{language}} pages show it in English. Add "{{code}}" beside "en".',
    },
    staffMessages: {
      plain: 'No {{language}} for "{{text}}": the {{language}} pages show it in English. Write it in {{language}} too.',
      partial: 'No {{language}} for "{{text}}": the {{language}} pages show it in English. Write it in {{language}} too.',
    },
  },
  create(context) {
    const [first, ...others] = context.languages;
    const names = [context.source.site.name];
    for (const text of translatedTexts(context)) {
      // (the languages missing first: that a text needs translating is the costlier question, and most texts have every language)
      const missing = others.filter((code) => wordsIn(text.value, code) === null);
      if (missing.length === 0) continue;
      const english = englishOf(text.value);
      if (!wordsToTranslate(english, names)) continue;
      for (const code of missing) {
        context.report({
          messageId: isTranslation(text.value) ? "partial" : "plain",
          data: { language: languageName(code), text: quoted(english), code },
          // At the English: a plain text is only that, a translation has it under en.
          place: { pointer: text.pointer, offset: 0, language: isTranslation(text.value) ? "en" : first },
          routes: text.routes,
        });
      }
    }
  },
});

// untranslated-copy: a "translation" that is the English copied as it is, which the other
// language's pages then show as if it were theirs.
import { englishOf, isTranslation, languageName, wordsIn, wordsToTranslate } from "../../foundation/content/index.ts";
import { defineRule } from "../define-rule.ts";
import { quoted, translatedTexts } from "../translation-texts.ts";

export const untranslatedCopy = defineRule({
  name: "untranslated-copy",
  meta: {
    kind: "problem",
    description: "A translation that is the English copied as it is, not translated.",
    defaultLevel: "warn",
    messages: {
      copied: 'The {{language}} of "{{text}}" is the English, copied: write it in {{language}}.',
    },
  },
  create(context) {
    const [, ...others] = context.languages;
    const names = [context.source.site.name];
    for (const text of translatedTexts(context)) {
      if (!isTranslation(text.value)) continue;
      const english = englishOf(text.value);
      // (the copies first: that a text needs translating is the costlier question, and most translations are no copy)
      const copied = others.filter((code) => wordsIn(text.value, code)?.trim() === english.trim());
      if (copied.length === 0 || !wordsToTranslate(english, names)) continue;
      for (const code of copied) {
        context.report({
          messageId: "copied",
          data: { language: languageName(code), text: quoted(english) },
          place: { pointer: text.pointer, offset: 0, language: code },
          routes: text.routes,
        });
      }
    }
  },
});

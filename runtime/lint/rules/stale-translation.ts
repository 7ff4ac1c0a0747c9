// stale-translation: a translation whose English changed after it was written. A translation keeps,
// for each language, a fingerprint of the English its words were made from (translatedFrom, written
// by the visual editor when that language's words are typed, and by hand from this rule's message);
// an English that no longer matches one was edited since, and that language may no longer say the
// same. Each language goes stale on its own.
import { fingerprint, isTranslation, languageName, translatedFromOf, wordsIn } from "../../foundation/content/index.ts";
import { defineRule } from "../define-rule.ts";
import { quoted, translatedTexts } from "../translation-texts.ts";

export const staleTranslation = defineRule({
  name: "stale-translation",
  meta: {
    kind: "problem",
    description: "A translation written for an English text that has changed since: it may no longer say the same.",
    defaultLevel: "warn",
    messages: {
      stale:
        'The English changed after this {{language}} was written (now: "{{text}}"): check that the {{language}} says the same, then set its fingerprint in "translatedFrom" to "{{code}}": "{{fingerprint}}".',
    },
    staffMessages: {
      stale:
        'The English changed after this {{language}} was written (now: "{{text}}"): check that the {{language}} says the same, then correct it or confirm that it still does.',
    },
  },
  create(context) {
    const [, ...others] = context.languages;
    for (const text of translatedTexts(context)) {
      const { value } = text;
      if (!isTranslation(value) || value.translatedFrom === undefined) continue;
      const now = fingerprint(value.en);
      for (const code of others) {
        const from = translatedFromOf(value, code);
        if (from === undefined || from === now || wordsIn(value, code) === null) continue;
        context.report({
          messageId: "stale",
          data: { language: languageName(code), text: quoted(value.en), fingerprint: now, code },
          place: { pointer: text.pointer, offset: 0, language: code },
          routes: text.routes,
        });
      }
    }
  },
});

// stale-translation: a translation whose English changed after it was written. A translation keeps
// a fingerprint of the English it was made from (translatedFrom, written by the visual editor when
// the Urdu is typed, and by hand from this rule's message); an English that no longer matches it
// was edited since, and the other language may no longer say the same.
import { fingerprint, isTranslation, languageNames } from "../../foundation/content/index.ts";
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
        'The English changed after this {{language}} was written (now: "{{text}}"): check that the {{language}} says the same, then set "translatedFrom" to "{{fingerprint}}".',
    },
  },
  create(context) {
    const [, ...others] = context.languages;
    for (const text of translatedTexts(context)) {
      const { value } = text;
      if (!isTranslation(value) || value.translatedFrom === undefined) continue;
      const now = fingerprint(value.en);
      if (now === value.translatedFrom) continue;
      for (const code of others) {
        if (value[code] === undefined) continue;
        context.report({
          messageId: "stale",
          data: { language: languageNames[code], text: quoted(value.en), fingerprint: now },
          place: { pointer: text.pointer, offset: 0, language: code },
          routes: text.routes,
        });
      }
    }
  },
});

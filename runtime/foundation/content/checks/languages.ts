// languages: what the schema cannot see of the site's languages. Every text is written in English
// first, so English comes first; a language is declared once; and a text's words are under the
// code of a language the site declares, or no page would ever show them.
import { closest } from "../closest.ts";
import { languageName, languagesOf } from "../languages.ts";
import { isTranslation, translationsOf } from "../localize.ts";
import { textsToTranslate } from "../translations.ts";
import { escapePointer } from "../source.ts";
import { defineCheck } from "./define-check.ts";

export const languages = defineCheck({
  name: "languages",
  meta: {
    kind: "problem",
    description: "A language declared twice, a first language other than English, or a text with words in a language the site does not declare.",
    defaultLevel: "error",
    messages: {
      firstNotEnglish:
        "The first language must be English (en): every text is written in English first, and the English shows wherever a language has no words yet. Move {{name}} after English.",
      declaredTwice: "{{name}} ({{code}}) is declared twice: keep one.",
      undeclared:
        'This text has words in {{name}} ("{{code}}"), which is not one of the site\'s languages ({{declared}}), so no page shows them.{{guess}} Add {{name}} to the languages, or remove these words.',
    },
  },
  create(context) {
    const { file } = context;
    const declared = Array.isArray(file.languages) ? file.languages : [];
    const first = declared[0];
    if (first && first.code !== "en") {
      context.report({ messageId: "firstNotEnglish", data: { name: languageName(first.code) }, pointer: "/languages/0/code" });
    }
    const seen = new Set<string>();
    declared.forEach((language, index) => {
      if (seen.has(language.code))
        context.report({ messageId: "declaredTwice", data: { name: languageName(language.code), code: language.code }, pointer: `/languages/${index}/code` });
      seen.add(language.code);
    });
    const codes = languagesOf(file).map((language) => language.code);
    for (const { pointer, value } of textsToTranslate(file)) {
      if (!isTranslation(value)) continue;
      for (const [code] of translationsOf(value)) {
        if (codes.includes(code)) continue;
        const guess = closest(code, codes);
        context.report({
          messageId: "undeclared",
          data: {
            name: languageName(code),
            code,
            declared: codes.join(", "),
            guess: guess ? ` Did you mean "${guess}" (${languageName(guess)})?` : "",
          },
          pointer: `${pointer}/${escapePointer(code)}`,
          atKey: true,
        });
      }
    }
  },
});

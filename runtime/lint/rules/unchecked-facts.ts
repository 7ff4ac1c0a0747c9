// unchecked-facts: a language of the site whose facts the lint cannot read. The fact rules read a
// text with its own language's words (claims/grammar.ts); a language with none of its own has only
// the English on its pages read, so a founding year or a transit time written in it is never
// compared with the English. Said once, at the language, so nobody takes silence for agreement.
import { languageName } from "../../foundation/content/index.ts";
import { grammarLanguages, hasGrammar } from "../claims/grammar.ts";
import { defineRule } from "../define-rule.ts";

export const uncheckedFacts = defineRule({
  name: "unchecked-facts",
  meta: {
    kind: "suggestion",
    description: "A language of the site whose facts (founding year, years in business, transit times, the office's city, figures) the checks cannot read.",
    defaultLevel: "warn",
    messages: {
      unread:
        "Facts written in {{language}} are not checked: the checks read founding years, years in business, transit times, the office's city and figures in {{read}} only, so a page in {{language}} that contradicts the English is not found. Phone numbers are still checked.",
    },
  },
  create(context) {
    // Named only for a report: the names' data takes the browser 25 ms to load, which a site whose
    // languages are all read need not spend at each check.
    const read = () => grammarLanguages.map((code) => languageName(code)).join(" and ");
    context.languages.forEach((code, index) => {
      if (hasGrammar(code)) return;
      context.report({
        messageId: "unread",
        data: { language: languageName(code), read: read() },
        place: { pointer: `/languages/${index}/code`, offset: 0 },
        // Shown with the language's pages, which its first page stands for.
        routes: [`/${code}/`],
      });
    });
  },
});

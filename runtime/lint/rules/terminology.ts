// terminology: a text using a word the glossary (`glossary` in pages.json) says to avoid, where the
// site has its own word for the same thing. Modelled on Vale's substitution rule: each avoided word
// is matched as whole words in the texts of its language, and the message names the word to use.
import { matchesIn } from "../../foundation/content/index.ts";
import type { LanguageCode } from "../../foundation/content/index.ts";
import { defineRule } from "../define-rule.ts";
import { placeAt } from "../text-index.ts";

/** A letter, a vowel mark or a digit of any script, or a joiner inside an Urdu word. */
const wordCharacter = String.raw`[\p{L}\p{M}\p{N}_\u200C\u200D]`;
const escape = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

/**
 * The avoided words as a pattern of whole words: not inside a longer word, so avoiding کور does not
 * flag کوریج or کورئیر, and avoiding پارسلز does not flag پارسل. Spaces inside match any spacing.
 */
function wholeWords(...choices: string[]): RegExp {
  const bodies = choices.map((words) =>
    escape(words.trim())
      .split(/\s+/)
      .join(String.raw`\s+`),
  );
  return new RegExp(String.raw`(?<!${wordCharacter})(?:${bodies.join("|")})(?!${wordCharacter})`, "giu");
}

interface Substitution {
  avoid: string;
  use: string;
  term: string | undefined;
  pattern: RegExp;
}

export const terminology = defineRule({
  name: "terminology",
  meta: {
    kind: "suggestion",
    description: "A text using a word the glossary says to avoid, instead of the glossary's word for the same thing.",
    defaultLevel: "warn",
    messages: {
      named: "Use «{{use}}» instead of «{{avoid}}» (the glossary's word for {{term}}).",
      plain: "Use «{{use}}» instead of «{{avoid}}» (the glossary's word).",
    },
  },
  create(context) {
    const glossary = context.source.glossary;
    if (!glossary) return;
    const byLanguage = new Map<LanguageCode, { substitutions: Substitution[]; any: RegExp }>();
    for (const code of context.languages) {
      const terms = glossary[code] ?? [];
      const substitutions = terms.flatMap(({ use, avoid, term }) =>
        avoid.filter((words) => words.trim() !== "").map((words) => ({ avoid: words, use, term, pattern: wholeWords(words) })),
      );
      // Most texts use none of the avoided words: one pass of all of them together says which to read
      // word by word (it matches exactly where one of them would), not one pass per word.
      if (substitutions.length > 0) byLanguage.set(code, { substitutions, any: wholeWords(...substitutions.map(({ avoid }) => avoid)) });
    }
    if (byLanguage.size === 0) return;
    // A template's text shows on every page of its family: one finding per place it is written.
    const reported = new Set<string>();
    for (const item of context.texts.prose) {
      const avoided = byLanguage.get(item.language);
      if (!avoided) continue;
      avoided.any.lastIndex = 0;
      if (!avoided.any.test(item.text)) continue;
      for (const { avoid, use, term, pattern } of avoided.substitutions) {
        for (const match of matchesIn(item.text, pattern)) {
          const place = placeAt(item, match.index);
          const key = `${place.language}:${place.pointer}:${place.offset}:${avoid}`;
          if (reported.has(key)) continue;
          reported.add(key);
          if (term) context.report({ messageId: "named", data: { use, avoid: match[0], term }, place, routes: item.routes });
          else context.report({ messageId: "plain", data: { use, avoid: match[0] }, place, routes: item.routes });
        }
      }
    }
  },
});

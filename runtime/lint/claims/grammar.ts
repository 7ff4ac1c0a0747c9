// Which words the fact rules read a text with: the grammar of its language, chosen by the language of
// the page it is on (TextItem.language), never by the letters it is written in, so Arabic or Pashto
// is never read with Urdu's words. Every page is read with English's as well: a text with no words in
// the page's language shows in English, and texts in other languages carry English words (AED, sea
// freight). A language with no grammar of its own has only those read, and the unchecked-facts rule
// names it once. Each reader of claims/ keeps its words per grammar language (ByGrammar), so a
// grammar is added by giving every reader its words and listing the language here.
import type { LanguageCode } from "../../foundation/content/index.ts";

/** The languages the fact rules can read, each with its own words for years, founded, since, days, sea, air, office, more than. */
export const grammarLanguages = ["en", "ur"] as const;
export type GrammarLanguage = (typeof grammarLanguages)[number];

/** One reader's pieces, in each grammar language. */
export type ByGrammar<T> = Readonly<Record<GrammarLanguage, T>>;

export const hasGrammar = (code: LanguageCode): code is GrammarLanguage => (grammarLanguages as readonly string[]).includes(code);

/** The grammars a text on a page in `language` is read with: English's, then the language's own if it has one. */
export function grammarsFor(language: LanguageCode): GrammarLanguage[] {
  return hasGrammar(language) && language !== "en" ? ["en", language] : ["en"];
}

/** Each grammar's piece for a page in `language`, joined into one alternative (for words, not groups). */
export function wordsFor(language: LanguageCode, pieces: ByGrammar<string>): string {
  return grammarsFor(language)
    .map((code) => pieces[code])
    .join("|");
}

// "Established in 2008", "founded in 2015", "since 2015", "est. 2008": a year the company began.
// Only a year right after such words counts, so "serving since day one" or a copyright year do not.
// In Urdu: "2008 میں قائم" (established in 2008), "کی بنیاد 2015 میں رکھی" (was founded in 2015),
// "سنِ تاسیس 2008", "سن 2015 سے" or "2015 سے" (since 2015), the year also written 2008ء.
import { matchesIn } from "../../foundation/content/index.ts";
import type { LanguageCode } from "../../foundation/content/index.ts";
import { westernDigits } from "./digits.ts";
import { grammarsFor, type ByGrammar } from "./grammar.ts";
import { anyWord, urduWord } from "./urdu-words.ts";

const english = /\b(?:established|founded|est\.)\s*(?:in\s+)?((?:19|20)\d{2})\b|\bsince\s+((?:19|20)\d{2})\b/gi;

const year = String.raw`(?<![\d,.])((?:19|20)\d{2})(?![\d,.]\d)\s*ء?`;
const yearWord = String.raw`(?:${urduWord("سن|سنہ|سنِ")}\s*)?`;
/** Founded, established, the founding; not بنیاد پر "on the basis of" nor قائم رکھنا "to keep up". */
const founded = urduWord(String.raw`قائم(?!\s+رکھ)|قیام|تاسیس|بنیاد(?!\s+پر)`);
/** After "2015 سے", words that make it "more than 2015", "before 2015", "from 2015 to ..." or a price "from". */
const notSince = String.raw`(?:زیادہ|زائد|کم|پہلے|قبل|اوپر|شروع|بھی)`;
const urdu = new RegExp(
  [
    // 2008 میں قائم ہونے والی, 2015 میں Indus Cargo کی بنیاد رکھی گئی
    String.raw`${yearWord}${year}\s*${urduWord("میں")}(?:\s+${anyWord}){0,7}?\s+${founded}`,
    // کی بنیاد 2015 میں رکھی, قائم شدہ 2008, سنِ تاسیس: 2008
    String.raw`${urduWord(String.raw`بنیاد|قیام|تاسیس|قائم\s+شدہ`)}\s*:?\s*${yearWord}${year}`,
    // سن 2015 سے, 2015 سے (since 2015), but not 2000 سے زیادہ, 2015 سے 2020 تک, AED 2000 سے
    String.raw`(?<!(?:AED|Dhs?|\$|درہم|روپے)\s*)${yearWord}${year}\s*${urduWord("سے")}(?!\s*(?:${notSince}|\d))`,
  ].join("|"),
  "gu",
);

export interface FoundingYear {
  index: number;
  year: number;
}

/** Each grammar's ways of writing it: the year is the pattern's one group that matched. */
const patterns: ByGrammar<RegExp> = { en: english, ur: urdu };

/** The founding years a text on a page in `language` states. */
export function foundingYears(written: string, language: LanguageCode): FoundingYear[] {
  const text = westernDigits(written);
  if (!/\d{4}/.test(text)) return [];
  const found: FoundingYear[] = [];
  for (const grammar of grammarsFor(language)) {
    for (const match of matchesIn(text, patterns[grammar])) found.push({ index: match.index, year: Number(match.slice(1).find(Boolean)) });
  }
  return found.sort((a, b) => a.index - b.index);
}

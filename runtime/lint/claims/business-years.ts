// "15 years of experience", "8+ years in the business", "over 10 years of service": how long the
// company has worked. A number of years without such words ("a 2 year warranty") is not one.
// In Urdu: "15 سال کا تجربہ", "8+ سال کے تجربے", "15 سالہ تجربہ", "15 سال سے زائد کا تجربہ" (over 15
// years), "15 برس کی خدمت", "کاروبار میں 8 سال", "15 سال سے آپ کی خدمت میں" (serving you for 15 years).
import { matchesIn } from "../../foundation/content/index.ts";
import type { LanguageCode } from "../../foundation/content/index.ts";
import { westernDigits } from "./digits.ts";
import { grammarsFor, type ByGrammar } from "./grammar.ts";
import { anyWord, moreThan, urduWord } from "./urdu-words.ts";

const english =
  /\b(?:(over|more\s+than)\s+)?(\d{1,3})(\+)?[\s-]*(?:years?|yrs)\b(?:\s+of)?(?:\s+(?:experience|expertise|service|trust|excellence)\b|\s+in\s+(?:the\s+)?(?:business|industry|trade|operation)\b)/gi;

/** The number of years, with + before or after it (a + typed in right-to-left text often lands first). */
const years = String.raw`(?<![\d+])(\+)?(\d{1,3})(?!\d)(\+)?\s*${urduWord("سال|سالہ|سالوں|برس|برسوں")}`;
const experience = urduWord("تجربہ|تجربے|تجربات|تجربوں|مہارت|خدمت|خدمات|اعتماد|بھروسہ|بھروسے");
/** Each way of writing it, with the same groups: a + before, the number, a + after, "more than". */
const urdu = [
  // 15 سال کا تجربہ, 8+ سال کے تجربے, 15 سالہ تجربہ, 15 سال سے زائد عرصے کا تجربہ
  String.raw`${years}(\s*${moreThan})?(?:\s+${urduWord("عرصے|عرصہ")})?(?:\s+${urduWord("کا|کے|کی")})?\s+${experience}`,
  // کاروبار میں 8+ سال, اس شعبے میں 15 سال
  String.raw`${urduWord("کاروبار|شعبے|صنعت|انڈسٹری")}\s+${urduWord("میں")}\s+${years}(\s*${moreThan})?`,
  // 15 سال سے آپ کی خدمت میں, 15 سال سے زائد عرصے سے یہ کاروبار
  String.raw`${years}(\s*${moreThan})?(?:\s+${urduWord("عرصے")})?\s+${urduWord("سے")}(?:\s+${anyWord}){0,3}?\s+${urduWord("خدمت|کاروبار")}`,
].map((source) => new RegExp(source, "gdu"));

export interface BusinessYears {
  index: number;
  years: number;
  /** Written as "8+" or "over 8": at least that many. */
  atLeast: boolean;
  /** As written, for messages: "8+ years". */
  wording: string;
}

function claim(index: number, years: number, atLeast: boolean): BusinessYears {
  return { index, years, atLeast, wording: `${years}${atLeast ? "+" : ""} year${years === 1 && !atLeast ? "" : "s"}` };
}

/** Each grammar's reading: the claims a text states in its words. */
const readers: ByGrammar<(text: string) => BusinessYears[]> = {
  en: (text) =>
    /year|yrs/i.test(text)
      ? Array.from(matchesIn(text, english), (match) => claim(match.index, Number(match[2]), match[1] !== undefined || match[3] !== undefined))
      : [],
  ur: (text) => {
    if (!/\d\+?\s*(?:سال|برس)/.test(text)) return [];
    return urdu.flatMap((pattern) =>
      Array.from(matchesIn(text, pattern), (match) =>
        claim(match.indices![2]![0], Number(match[2]), match[1] !== undefined || match[3] !== undefined || Boolean(match[4])),
      ),
    );
  },
};

/** The years in business a text on a page in `language` states, each once. */
export function businessYears(written: string, language: LanguageCode): BusinessYears[] {
  const text = westernDigits(written);
  const found = new Map<number, BusinessYears>();
  for (const grammar of grammarsFor(language)) for (const one of readers[grammar](text)) if (!found.has(one.index)) found.set(one.index, one);
  return [...found.values()].sort((a, b) => a.index - b.index);
}

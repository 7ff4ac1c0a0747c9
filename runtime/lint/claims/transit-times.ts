// "Sea freight can take 40-100 days", "Transit of 12-15 days": a day range and the way of shipping it
// is for. The mode comes from the sentence, else from what the text belongs to (a card titled Sea
// Freight, the sea freight service page), else a sentence about shipments in general counts for all
// of them. A range with no mode at all ("prepares your documents in 2-3 working days") is not one.
// In Urdu: "سمندری کارگو کو 40-100 دن لگ سکتے ہیں", "12 سے 15 دن", "3-5 دن میں" (in 3-5 days), with
// sea سمندری, air ہوائی and courier کورئیر; "ہفتے کے 7 دن" (7 days a week) is not one.
import { matchesIn } from "../../foundation/content/index.ts";
import type { LanguageCode } from "../../foundation/content/index.ts";
import type { ContextNode, TextItem } from "../text-index.ts";
import { westernDigits } from "./digits.ts";
import { sentenceAround } from "./sentence-around.ts";
import { grammarsFor, wordsFor, type ByGrammar } from "./grammar.ts";
import { urduWord } from "./urdu-words.ts";

export type TransitMode = "sea" | "air" | "courier" | "overall";

export interface TransitTime {
  index: number;
  mode: TransitMode;
  min: number;
  max: number;
}

/** Each pattern's groups: a word before the number that makes one number a time, the number, the end of a range, a word after. */
const english =
  /(?:\b(in|within|takes?|of|about)\s+)?\b(\d{1,3})(?:\s*(?:-|–|to)\s*(\d{1,3}))?\s+(?:working\s+|business\s+)?days?\b(?!\s+(?:a|per)\s+week)()/dgi;
const urdu = new RegExp(
  [
    // تقریباً 14 دن (about 14 days), ترسیل کا وقت 14 دن (a transit time of 14 days)
    String.raw`(?:(${urduWord(String.raw`تقریباً|تقریبا|لگ\s*بھگ|وقت`)})\s+)?`,
    // not ہفتے کے 7 دن (7 days of the week)
    String.raw`(?<!ہفتے\s+(?:کے|میں)\s+)(?<![\d.,–-])(\d{1,3})(?:\s*(?:-|–|${urduWord("تا|سے")})\s*(\d{1,3}))?`,
    String.raw`\s+${urduWord("دن|دنوں")}(?!\s+(?:${urduWord("پہلے|بعد|قبل")}|(?:فی|ہر)\s+ہفت))`,
    // 14 دن میں (in 14 days), 14 دن کے اندر (within), 14 دن لگتے ہیں (takes)
    String.raw`(\s+${urduWord(String.raw`میں|لگ\p{L}*|کے\s+اندر`)})?`,
  ].join(""),
  "dgu",
);

const patterns: ByGrammar<RegExp> = { en: english, ur: urdu };

/** The words of each way of shipping, and of shipping in general, in each grammar. */
const modes: ByGrammar<Record<Exclude<TransitMode, "overall">, string>> = {
  en: { sea: String.raw`\b(?:sea|ocean)\b`, air: String.raw`\b(?:air|flights?)\b`, courier: String.raw`\bcouriers?\b` },
  ur: {
    sea: urduWord(String.raw`سمندری|سمندر|بحری|سی\s+فریٹ`),
    air: urduWord(String.raw`ہوائی(?!\s+اڈ)|فضائی|پروازوں|پرواز|ایئر\s+(?:فریٹ|کارگو)`),
    courier: urduWord("کورئیر|کوریئر|کوریر"),
  },
};
const overall: ByGrammar<string> = {
  en: String.raw`\b(?:shipments?|transit|deliver(?:y|ed|s)?|arrives?|reach(?:es)?)\b`,
  ur: urduWord(String.raw`شپمنٹ|شپمنٹس|ترسیل|ڈیلیوری|پہنچ\p{L}*|منزل`),
};

interface ModeWords {
  /** Global, for every place a sentence names a mode. */
  modes: [TransitMode, RegExp][];
  /** The same words, not global, for whether a title names a mode at all. */
  named: [TransitMode, RegExp][];
  overall: RegExp;
}

/** The words a page in `language` names the modes with, made once per language. */
const wordsByLanguage = new Map<string, ModeWords>();
function modeWordsFor(language: LanguageCode): ModeWords {
  let words = wordsByLanguage.get(language);
  if (!words) {
    const pick = (mode: Exclude<TransitMode, "overall">) => wordsFor(language, { en: modes.en[mode], ur: modes.ur[mode] });
    const each = ["sea", "air", "courier"] as const;
    words = {
      modes: each.map((mode) => [mode, new RegExp(pick(mode), "giu")]),
      named: each.map((mode) => [mode, new RegExp(pick(mode), "iu")]),
      overall: new RegExp(wordsFor(language, overall), "iu"),
    };
    wordsByLanguage.set(language, words);
  }
  return words;
}

/** The one mode a piece of text names, or null when it names none or several. */
function onlyMode(text: string, modeWords: ModeWords["named"]): TransitMode | null {
  const named = modeWords.filter(([, words]) => words.test(text)).map(([mode]) => mode);
  return named.length === 1 ? (named[0] as TransitMode) : null;
}

/** The mode named closest to index in the sentence: before it if any, else after it. */
function modeInSentence(sentence: string, index: number, modeWords: ModeWords["modes"]): TransitMode | null {
  let before: { mode: TransitMode; at: number } | null = null;
  let after: { mode: TransitMode; at: number } | null = null;
  for (const [mode, words] of modeWords) {
    for (const match of matchesIn(sentence, words)) {
      if (match.index < index) {
        if (!before || match.index > before.at) before = { mode, at: match.index };
      } else if (!after || match.index < after.at) after = { mode, at: match.index };
    }
  }
  return before?.mode ?? after?.mode ?? null;
}

function modeOfContext(context: ContextNode | null, modeWords: ModeWords["named"]): TransitMode | null {
  for (let node = context; node; node = node.parent) {
    const value = node.value as Record<string, unknown>;
    for (const key of ["title", "label", "question"]) {
      const text = value[key];
      if (typeof text !== "string") continue;
      const mode = onlyMode(text, modeWords);
      if (mode) return mode;
    }
  }
  return null;
}

export function transitTimes(item: TextItem): TransitTime[] {
  const text = westernDigits(item.text);
  if (!/day|دن/i.test(text)) return [];
  const found: TransitTime[] = [];
  const words = modeWordsFor(item.language);
  for (const grammar of grammarsFor(item.language)) {
    for (const match of matchesIn(text, patterns[grammar])) {
      const [, before, first, second, after] = match;
      if (second === undefined && before === undefined && !after) continue;
      const index = match.indices![2]![0];
      const sentence = sentenceAround(text, index);
      const mode =
        modeInSentence(sentence.text, index - sentence.start, words.modes) ??
        modeOfContext(item.context, words.named) ??
        (words.overall.test(sentence.text) ? "overall" : null);
      if (!mode) continue;
      const min = Number(first);
      const max = second === undefined ? min : Number(second);
      found.push({ index, mode, min: Math.min(min, max), max: Math.max(min, max) });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

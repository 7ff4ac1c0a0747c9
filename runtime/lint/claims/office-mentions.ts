// Where a text says the office is: the words that may name its city, for office-location to look up
// among the cities the site knows. "Our office is in Karachi", "based in Sharjah": the city starts the
// words after "in"; "our Karachi office": it ends the words before "office". In Urdu the city comes
// before میں ("in"): "ہمارا دفتر کراچی، پاکستان میں ہے", "کراچی میں ہمارا دفتر ہے", "ہم لاہور میں واقع
// ہیں" (we are located in Lahore), "ہمارا کراچی کا دفتر" (our Karachi office); "آپ کا دفتر" is the
// visitor's office, not the company's.
import { matchesIn } from "../../foundation/content/index.ts";
import type { LanguageCode } from "../../foundation/content/index.ts";
import { grammarsFor, type ByGrammar } from "./grammar.ts";
import { anyWord, urduWord } from "./urdu-words.ts";

export interface OfficeMention {
  /** The words, and the index in the text where they start. */
  words: string;
  index: number;
  /** Whether the city ends the words (else it starts them). */
  fromEnd: boolean;
}

const trigger = /office|headquarters|\bHQ\b|based|located|دفتر|دفاتر|آفس|کوارٹر|واقع|مقیم/i;

const place = String.raw`([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})`;
/** "our office is in X", "head office at X", "headquarters in X", "based in X", "located in X": the city comes after. */
const officeIn = new RegExp(String.raw`\b(?:(?:(?:head\s+)?offices?|headquarters|HQ)\b(?:\s+[\w']+){0,3}?|based|located)\s+(?:in|at)\s+${place}`, "dg");
/** "our Karachi office": the city comes before. */
const cityOffice = new RegExp(String.raw`${place}\s+(?:head\s+)?[Oo]ffice\b`, "dg");

const office = urduWord(String.raw`ہیڈ\s*آفس|ہیڈ\s*کوارٹرز?|صدر\s+دفتر|مرکزی\s+دفتر|دفتر|دفاتر|آفس`);
/** Not after "your": آپ کا دفتر, آپ کے. */
const notYours = String.raw`(?<!آپ\s+ک[اےی]\s+)`;
/** A word a city's name does not have: a postposition, "and", "or", "is". */
const notName = urduWord("سے|تک|کو|پر|نے|کا|کی|کے|اور|یا|میں|ہے|ہیں|ہمارا|ہمارے|ہماری");
const nameWord = String.raw`(?!${notName})${anyWord}`;
/** The words before میں: the city last, then maybe after a comma the country ("کراچی، پاکستان"). */
const city = String.raw`(${nameWord}(?:\s+${nameWord}){0,3}?)(?:\s*[،,]\s*(${nameWord}(?:\s+${nameWord}){0,2}?))?\s+${urduWord("میں")}`;
const ours = urduWord("ہمارا|ہمارے|ہماری|اپنا|اپنے|اپنی|ایک");
const urdu = [
  // ہمارا دفتر کراچی، پاکستان میں ہے, ہیڈ آفس لاہور میں واقع ہے
  String.raw`${notYours}${office}\s+${city}`,
  // کراچی میں ہمارا دفتر ہے, ہم کراچی میں واقع ہیں
  String.raw`${city}\s+(?:${ours}\s+(?:${anyWord}\s+)?${office}|(?:${anyWord}\s+){0,2}?${urduWord("واقع|مقیم")})`,
  // ہمارا کراچی کا دفتر, کراچی آفس
  String.raw`${notYours}(${nameWord}(?:\s+${nameWord}){0,3}?)()\s+(?:${urduWord("کا|کے|کی")}\s+)?${office}`,
].map((source) => new RegExp(source, "dgu"));

type Add = (match: RegExpExecArray, group: number, fromEnd: boolean) => void;

/** Each grammar's reading of the words around "office". */
const readers: ByGrammar<(text: string, add: Add) => void> = {
  en: (text, add) => {
    for (const match of matchesIn(text, officeIn)) add(match, 1, false);
    for (const match of matchesIn(text, cityOffice)) add(match, 1, true);
  },
  ur: (text, add) => {
    for (const pattern of urdu) {
      for (const match of matchesIn(text, pattern)) {
        add(match, 1, true);
        add(match, 2, false);
      }
    }
  },
};

/** Where a text on a page in `language` says the office is. */
export function officeMentions(text: string, language: LanguageCode): OfficeMention[] {
  if (!trigger.test(text)) return [];
  const mentions: OfficeMention[] = [];
  const add: Add = (match, group, fromEnd) => {
    const at = match.indices?.[group];
    if (at && match[group]) mentions.push({ words: match[group], index: at[0], fromEnd });
  };
  for (const grammar of grammarsFor(language)) readers[grammar](text, add);
  return mentions;
}

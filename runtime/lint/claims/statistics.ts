// Figures the company claims about itself: customers, packages shipped, service locations, delivery
// success rate and insurance cover, in sentences or as a stats block's figure and label. In Urdu:
// "5,000+ مطمئن گاہک", "5,000 سے زائد گاہک" (more than 5,000, read as 5,000+), "100,000+ پیکجز",
// "15+ مقامات", "99% کامیاب ڈیلیوری" or "99 فیصد", "AED 50,000 تک کارگو انشورنس" (cover up to AED 50,000).
import { matchesIn, type LanguageCode } from "../../foundation/content/index.ts";
import { metaOf } from "../../../blocks/meta.ts";
import type { TextItem } from "../text-index.ts";
import { westernDigits } from "./digits.ts";
import { grammarsFor, type ByGrammar } from "./grammar.ts";
import { anyWord, moreThan, urduWord } from "./urdu-words.ts";

export type Statistic = "customers" | "packages" | "locations" | "success-rate" | "insurance-cover";

export interface StatisticClaim {
  index: number;
  statistic: Statistic;
  /** The value compared: digits without separators, with + or % and the currency kept. */
  value: string;
  /** As written: "5,000+". */
  written: string;
}

const amount = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
/** An Urdu count, + before or after it (right-to-left typing moves it) or "more than" after it. */
const urduAmount = String.raw`(?<![\d+,])(\+)?${amount}(\+)?(\s*${moreThan})?`;
/** A rate, its number the group: 99%, 99 فیصد. */
const percent = String.raw`(?<![\d.])(\d{1,3}(?:\.\d+)?)\s?(?:%|${urduWord("فیصد")})`;
const money = String.raw`\d{1,3}(?:,\d{3})*(?:\.\d+)?`;
const urduMoney = String.raw`((?:AED|Dhs?|USD|US\$|\$)\s?${money}|${money}\s?(?:AED|${urduWord("درہم")}))`;
const urduCover = urduWord("انشورنس|کوریج|کور|بیمہ|بیمے");

/** Counts in sentences; each pattern's groups are a + before, the number, a + after, and "more than". */
const counts: [Statistic, RegExp][] = [
  ["customers", new RegExp(String.raw`\b()${amount}(\+)?()\s+(?:happy\s+|satisfied\s+|loyal\s+)?(?:customers|clients)\b`, "dgi")],
  ["packages", new RegExp(String.raw`\b()${amount}(\+)?()\s+(?:packages|parcels|shipments)\b`, "dgi")],
  ["locations", new RegExp(String.raw`\b()${amount}(\+)?()\s+(?:service\s+)?locations\b`, "dgi")],
];
const urduCounts: [Statistic, RegExp][] = [
  [
    "customers",
    new RegExp(
      String.raw`${urduAmount}\s+(?:${urduWord("مطمئن|خوش|مستقل|وفادار")}\s+)?${urduWord("گاہک|گاہکوں|کسٹمرز|کسٹمر|کسٹمروں|صارفین|کلائنٹس|کلائنٹ")}`,
      "dgu",
    ),
  ],
  ["packages", new RegExp(String.raw`${urduAmount}\s+${urduWord("پیکجز|پیکج|پیکیجز|پیکیج|پارسلز|پارسل|پارسلوں|شپمنٹس|شپمنٹ|شپمنٹوں")}`, "dgu")],
  ["locations", new RegExp(String.raw`${urduAmount}\s+(?:${urduWord("سروس")}\s+(?:${urduWord("کے")}\s+)?)?${urduWord("مقامات")}`, "dgu")],
];
/** Other figures; the first group is what is compared: the number of a rate, or an amount of money. */
const figures: [Statistic, RegExp][] = [
  ["success-rate", /\b(\d{1,3}(?:\.\d+)?)\s?%\s+(?:on-time\s+)?(?:delivery\s+)?success\b/dgi],
  ["insurance-cover", /\b(?:insurance|cover|coverage)\b[^.]{0,40}?\bup\s+to\s+((?:AED|Dhs?|USD|US\$|\$)\s?\d{1,3}(?:,\d{3})*(?:\.\d+)?)/dgi],
];
const urduFigures: [Statistic, RegExp][] = [
  // 99% کامیاب ڈیلیوری, 99 فیصد کامیابی, کامیاب ڈیلیوری کی شرح 99%
  ["success-rate", new RegExp(String.raw`${percent}\s+(?:${urduWord("ڈیلیوری|ترسیل")}\s+${urduWord("میں|کی")}\s+)?${urduWord("کامیاب|کامیابی")}`, "dgu")],
  [
    "success-rate",
    new RegExp(
      String.raw`${urduWord("کامیاب|کامیابی")}\s+(?:${urduWord("ڈیلیوری|ترسیل")}\s+)?(?:${urduWord("کی")}\s+)?${urduWord("شرح|تناسب")}\s*:?\s*${percent}`,
      "dgu",
    ),
  ],
  // AED 50,000 تک کارگو انشورنس (insurance up to AED 50,000), انشورنس کور 50,000 درہم تک
  ["insurance-cover", new RegExp(String.raw`${urduMoney}\s+${urduWord("تک")}(?:\s+${anyWord}){0,4}?\s+${urduCover}`, "dgu")],
  ["insurance-cover", new RegExp(String.raw`${urduCover}[^.\u06d4]{0,40}?${urduMoney}\s+${urduWord("تک")}`, "dgu")],
];

const countsIn: ByGrammar<[Statistic, RegExp][]> = { en: counts, ur: urduCounts };
const figuresIn: ByGrammar<[Statistic, RegExp][]> = { en: figures, ur: urduFigures };

/** Words every statistic sentence has, to skip the rest quickly. */
const mentioned =
  /customer|client|package|parcel|shipment|location|success|insurance|cover|گاہک|کسٹمر|صارفین|کلائنٹ|پیکج|پیکیج|پارسل|شپمنٹ|مقامات|کامیاب|انشورنس|کور|بیم/i;

/** What a stats block's label says it counts, in each grammar. */
const labels: ByGrammar<[Statistic, RegExp][]> = {
  en: [
    ["customers", /customers|clients/i],
    ["packages", /packages|parcels|shipments/i],
    ["locations", /locations/i],
    ["success-rate", /success/i],
    ["insurance-cover", /insurance|cover/i],
  ],
  ur: [
    ["customers", /گاہک|کسٹمر|صارفین|کلائنٹ/],
    ["packages", /پیکج|پیکیج|پارسل|شپمنٹ/],
    ["locations", /مقامات/],
    ["success-rate", /کامیاب/],
    ["insurance-cover", new RegExp(String.raw`انشورنس|کوریج|بیمہ|${urduWord("کور")}`, "u")],
  ],
};

function normalize(written: string): string {
  return written.replace(/[\s,]/g, "").replace(/^Dhs?/i, "AED").toUpperCase();
}

/** A figure as messages name it: a rate with %, an amount of money with its currency first (50,000 درہم is AED 50,000). */
function figureWritten(statistic: Statistic, written: string): string {
  if (statistic === "success-rate") return `${written}%`;
  const suffix = /^([\d,.]+)\s?(?:AED|درہم)$/i.exec(written);
  return suffix ? `AED ${suffix[1]}` : written;
}

/** The patterns a language's texts are read with, gathered once per language (half a million texts ask at 10,000 cities). */
const patternsByLanguage = new Map<LanguageCode, { counts: [Statistic, RegExp][]; figures: [Statistic, RegExp][] }>();
function patternsFor(language: LanguageCode) {
  let patterns = patternsByLanguage.get(language);
  if (!patterns) {
    const grammars = grammarsFor(language);
    patterns = { counts: grammars.flatMap((grammar) => countsIn[grammar]), figures: grammars.flatMap((grammar) => figuresIn[grammar]) };
    patternsByLanguage.set(language, patterns);
  }
  return patterns;
}

export function statistics(item: TextItem): StatisticClaim[] {
  const text = westernDigits(item.text);
  const found: StatisticClaim[] = [];
  const parent = item.context?.value as Record<string, unknown> | undefined;
  const block = item.context?.parent?.parent?.value as Record<string, unknown> | undefined;
  // A figure of a stats block: its label says what it counts.
  const stats = metaOf(block)?.lint?.figures;
  const label = stats ? parent?.[stats.label] : undefined;
  if (stats && item.key === stats.value && typeof label === "string") {
    const statistic = grammarsFor(item.language)
      .flatMap((grammar) => labels[grammar])
      .find(([, pattern]) => pattern.test(label))?.[0];
    if (statistic) found.push({ index: 0, statistic, value: normalize(text), written: text });
    return found;
  }
  if (!/\d/.test(text) || !mentioned.test(text)) return found;
  const { counts, figures } = patternsFor(item.language);
  for (const [statistic, pattern] of counts) {
    for (const match of matchesIn(text, pattern)) {
      const written = `${match[2]}${match[1] || match[3] || match[4] ? "+" : ""}`;
      found.push({ index: match.indices![2]![0], statistic, value: normalize(written), written });
    }
  }
  for (const [statistic, pattern] of figures) {
    for (const match of matchesIn(text, pattern)) {
      const written = figureWritten(statistic, match[1] as string);
      found.push({ index: match.indices![1]![0], statistic, value: normalize(written), written });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

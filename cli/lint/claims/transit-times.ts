// "Sea freight can take 40-100 days", "Transit of 12-15 days": a day range and the way of shipping it
// is for. The mode comes from the sentence, else from what the text belongs to (a card titled Sea
// Freight, the sea freight service page), else a sentence about shipments in general counts for all
// of them. A range with no mode at all ("prepares your documents in 2-3 working days") is not one.
import type { ContextNode, TextItem } from "../text-index.ts";
import { sentenceAround } from "./sentence-around.ts";

export type TransitMode = "sea" | "air" | "courier" | "overall";

export interface TransitTime {
  index: number;
  mode: TransitMode;
  min: number;
  max: number;
}

const dayPattern =
  /(?:\b(in|within|takes?|of|about)\s+)?\b(\d{1,3})(?:\s*(?:-|–|to)\s*(\d{1,3}))?\s+(?:working\s+|business\s+)?days?\b(?!\s+(?:a|per)\s+week)/gi;

const modeWords: [TransitMode, RegExp][] = [
  ["sea", /\b(?:sea|ocean)\b/gi],
  ["air", /\b(?:air|flights?)\b/gi],
  ["courier", /\bcouriers?\b/gi],
];
const overallWords = /\b(?:shipments?|transit|deliver(?:y|ed|s)?|arrives?|reach(?:es)?)\b/i;

/** The one mode a piece of text names, or null when it names none or several. */
function onlyMode(text: string): TransitMode | null {
  const named = modeWords.filter(([, words]) => new RegExp(words.source, "i").test(text)).map(([mode]) => mode);
  return named.length === 1 ? (named[0] as TransitMode) : null;
}

/** The mode named closest to index in the sentence: before it if any, else after it. */
function modeInSentence(sentence: string, index: number): TransitMode | null {
  let before: { mode: TransitMode; at: number } | null = null;
  let after: { mode: TransitMode; at: number } | null = null;
  for (const [mode, words] of modeWords) {
    for (const match of sentence.matchAll(words)) {
      if (match.index < index) {
        if (!before || match.index > before.at) before = { mode, at: match.index };
      } else if (!after || match.index < after.at) after = { mode, at: match.index };
    }
  }
  return before?.mode ?? after?.mode ?? null;
}

function modeOfContext(context: ContextNode | null): TransitMode | null {
  for (let node = context; node; node = node.parent) {
    const value = node.value as Record<string, unknown>;
    for (const key of ["title", "label", "question"]) {
      const text = value[key];
      if (typeof text !== "string") continue;
      const mode = onlyMode(text);
      if (mode) return mode;
    }
  }
  return null;
}

export function transitTimes(item: TextItem): TransitTime[] {
  const text = item.text;
  if (!/day/i.test(text)) return [];
  const found: TransitTime[] = [];
  for (const match of text.matchAll(dayPattern)) {
    const [whole, lead, first, second] = match;
    if (second === undefined && lead === undefined) continue;
    const index = match.index + whole.indexOf(first as string, lead ? lead.length : 0);
    const sentence = sentenceAround(text, index);
    const mode = modeInSentence(sentence.text, index - sentence.start) ?? modeOfContext(item.context) ?? (overallWords.test(sentence.text) ? "overall" : null);
    if (!mode) continue;
    const min = Number(first);
    const max = second === undefined ? min : Number(second);
    found.push({ index, mode, min: Math.min(min, max), max: Math.max(min, max) });
  }
  return found;
}

// "Established in 2008", "founded in 2015", "since 2015", "est. 2008": a year the company began.
// Only a year right after such words counts, so "serving since day one" or a copyright year do not.

const pattern = /\b(?:established|founded|est\.)\s*(?:in\s+)?((?:19|20)\d{2})\b|\bsince\s+((?:19|20)\d{2})\b/gi;

export interface FoundingYear {
  index: number;
  year: number;
}

export function foundingYears(text: string): FoundingYear[] {
  if (!/\d{4}/.test(text)) return [];
  return Array.from(text.matchAll(pattern), (match) => ({ index: match.index, year: Number(match[1] ?? match[2]) }));
}

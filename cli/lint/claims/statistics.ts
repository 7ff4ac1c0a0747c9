// Figures the company claims about itself: customers, packages shipped, service locations, delivery
// success rate and insurance cover, in sentences or as a stats block's figure and label.
import { metaOf } from "../../../blocks/meta.ts";
import type { TextItem } from "../text-index.ts";

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

const inText: [Statistic, RegExp][] = [
  ["customers", new RegExp(String.raw`\b${amount}(\+)?\s+(?:happy\s+|satisfied\s+|loyal\s+)?(?:customers|clients)\b`, "gi")],
  ["packages", new RegExp(String.raw`\b${amount}(\+)?\s+(?:packages|parcels|shipments)\b`, "gi")],
  ["locations", new RegExp(String.raw`\b${amount}(\+)?\s+(?:service\s+)?locations\b`, "gi")],
  ["success-rate", /\b(\d{1,3}(?:\.\d+)?)\s?(%)\s+(?:on-time\s+)?(?:delivery\s+)?success\b/gi],
];
const insurance = /\b(?:insurance|cover|coverage)\b[^.]{0,40}?\bup\s+to\s+((?:AED|Dhs?|USD|US\$|\$)\s?\d{1,3}(?:,\d{3})*(?:\.\d+)?)/gi;

/** Words every statistic sentence has, to skip the rest quickly. */
const mentioned = /customer|client|package|parcel|shipment|location|success|insurance|cover/i;

const labels: [Statistic, RegExp][] = [
  ["customers", /customers|clients/i],
  ["packages", /packages|parcels|shipments/i],
  ["locations", /locations/i],
  ["success-rate", /success/i],
  ["insurance-cover", /insurance|cover/i],
];

function normalize(written: string): string {
  return written.replace(/[\s,]/g, "").replace(/^Dhs?/i, "AED").toUpperCase();
}

export function statistics(item: TextItem): StatisticClaim[] {
  const text = item.text;
  const found: StatisticClaim[] = [];
  const parent = item.context?.value as Record<string, unknown> | undefined;
  const block = item.context?.parent?.parent?.value as Record<string, unknown> | undefined;
  // A figure of a stats block: its label says what it counts.
  const figures = metaOf(block)?.lint?.figures;
  const label = figures ? parent?.[figures.label] : undefined;
  if (figures && item.key === figures.value && typeof label === "string") {
    const statistic = labels.find(([, pattern]) => pattern.test(label))?.[0];
    if (statistic) found.push({ index: 0, statistic, value: normalize(text), written: text });
    return found;
  }
  if (!/\d/.test(text) || !mentioned.test(text)) return found;
  for (const [statistic, pattern] of inText) {
    for (const match of text.matchAll(pattern)) {
      const written = `${match[1]}${match[2] ?? ""}`;
      found.push({ index: match.index, statistic, value: normalize(written), written });
    }
  }
  for (const match of text.matchAll(insurance)) {
    const written = match[1] as string;
    found.push({ index: match.index + match[0].length - written.length, statistic: "insurance-cover", value: normalize(written), written });
  }
  return found;
}

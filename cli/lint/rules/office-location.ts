// office-location: text placing the office in another city than the company address says.
import { defineRule } from "../define-rule.ts";
import { isProse, placeAt } from "../text-index.ts";

const trigger = /office|headquarters|\bHQ\b|based|located/i;
const place = String.raw`([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3})`;
/** "our office is in X", "head office at X", "headquarters in X", "based in X", "located in X": the city comes after. */
const officeIn = new RegExp(String.raw`\b(?:(?:(?:head\s+)?offices?|headquarters|HQ)\b(?:\s+[\w']+){0,3}?|based|located)\s+(?:in|at)\s+${place}`, "g");
/** "our Karachi office": the city comes before. */
const cityOffice = new RegExp(String.raw`${place}\s+(?:head\s+)?[Oo]ffice\b`, "g");

export const officeLocation = defineRule({
  name: "office-location",
  meta: {
    kind: "contradiction",
    description: "Text placing the office in a city other than the one in the company address (site.address).",
    defaultLevel: "error",
    messages: {
      elsewhere: "This places the office in {{city}}, but the company address is in {{declared}} ({{where}})",
    },
  },
  create(context) {
    const { site: facts, families } = context.file;
    const declared = facts.address.city;
    // The regional offices of the UAE areas (each has its own officePhone) are offices too.
    const allowed = new Set([declared, facts.address.area, ...families.areas.entries.map((entry) => entry.name)].map((name) => name.toLowerCase()));
    const cities = new Map<string, string>();
    for (const name of [...families.destinations.entries.map((entry) => entry.city), ...families.origins.entries.map((entry) => entry.city), ...allowed]) {
      cities.set(name.toLowerCase(), name);
    }
    /** The known city a run of capitalised words starts with (after "in") or ends with (before "office"). */
    const cityIn = (words: string, fromEnd: boolean): { name: string; at: number } | null => {
      const parts = words.split(/\s+/);
      for (let count = parts.length; count > 0; count--) {
        const candidate = (fromEnd ? parts.slice(-count) : parts.slice(0, count)).join(" ");
        if (cities.has(candidate.toLowerCase())) return { name: candidate, at: fromEnd ? words.length - candidate.length : 0 };
      }
      return null;
    };
    const where = context.position({ pointer: "/site/address/city", offset: 0 });
    for (const item of context.texts.items) {
      if (!isProse(item) || !trigger.test(item.text)) continue;
      for (const [pattern, fromEnd] of [
        [officeIn, false],
        [cityOffice, true],
      ] as const) {
        for (const match of item.text.matchAll(pattern)) {
          const words = match[1] as string;
          const city = cityIn(words, fromEnd);
          if (!city || allowed.has(city.name.toLowerCase())) continue;
          const index = match.index + match[0].lastIndexOf(words) + city.at;
          context.report({ messageId: "elsewhere", data: { city: city.name, declared, where }, place: placeAt(item, index), routes: item.routes });
        }
      }
    }
  },
});

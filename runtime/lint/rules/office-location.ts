// office-location: text placing the office in another city than the company address says.
import type { LanguageCode } from "../../foundation/content/index.ts";
import { officeMentions } from "../claims/office-mentions.ts";
import { defineRule } from "../define-rule.ts";
import { placeAt } from "../text-index.ts";

export const officeLocation = defineRule({
  name: "office-location",
  meta: {
    kind: "contradiction",
    description: "Text placing the office in a city other than the one in the company address (site.address).",
    defaultLevel: "error",
    messages: {
      elsewhere: "This places the office in {{city}}, but the company address is in {{declared}}",
    },
  },
  create(context) {
    /** The company's city and the cities the site knows, as a language writes them. */
    const placesIn = (language: LanguageCode) => {
      const { site: facts, families } = context.fileIn(language);
      const declared = facts.address.city;
      // The regional offices of the UAE areas (each has its own officePhone) are offices too.
      const allowed = new Set([declared, facts.address.area, ...families.areas.entries.map((entry) => entry.name)].map((name) => name.toLowerCase()));
      const cities = new Map<string, string>();
      for (const name of [...families.destinations.entries.map((entry) => entry.city), ...families.origins.entries.map((entry) => entry.city), ...allowed]) {
        cities.set(name.toLowerCase(), name);
      }
      // The address is named as a related place, by the words the message uses for it.
      const address = { place: { pointer: "/site/address/city", offset: 0, language }, message: `the company address is in ${declared}` };
      return { declared, allowed, cities, address };
    };
    const languages = new Map(context.languages.map((language) => [language, placesIn(language)]));
    for (const item of context.texts.prose) {
      const { declared, allowed, cities, address } = languages.get(item.language) ?? placesIn(item.language);
      for (const { words, index, fromEnd } of officeMentions(item.text, item.language)) {
        // The known city the words start with (after "in") or end with (before "office", before میں).
        const parts = words.split(/\s+/);
        for (let count = parts.length; count > 0; count--) {
          const candidate = (fromEnd ? parts.slice(-count) : parts.slice(0, count)).join(" ");
          const city = cities.get(candidate.toLowerCase());
          if (!city) continue;
          if (!allowed.has(candidate.toLowerCase())) {
            const at = index + (fromEnd ? words.length - candidate.length : 0);
            context.report({ messageId: "elsewhere", data: { city: candidate, declared }, place: placeAt(item, at), routes: item.routes, related: [address] });
          }
          break;
        }
      }
    }
  },
});

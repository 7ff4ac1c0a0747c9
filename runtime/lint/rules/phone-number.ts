// phone-number: a number visitors would dial that is not one of the company's, or that is not real yet.
import { ClaimSet } from "../claims/claim-set.ts";
import { normalizePhone, phoneNumbers, placeholderReason } from "../claims/phone-numbers.ts";
import { defineRule } from "../define-rule.ts";
import { isProse, placeAt } from "../text-index.ts";

export const phoneNumber = defineRule({
  name: "phone-number",
  meta: {
    kind: "contradiction",
    description: "Phone numbers that match none of the declared company and office numbers, or that look like placeholders.",
    defaultLevel: "error",
    messages: {
      unknown:
        "The phone number {{number}} is none of the numbers declared in pages.json (site.phone, site.whatsapp and the areas' officePhone): correct it, or declare it there",
      placeholder: "The phone number {{number}} looks like a placeholder ({{reason}}): put the real number here",
    },
    staffMessages: {
      unknown:
        "The phone number {{number}} is none of the company's numbers (its phone and WhatsApp numbers in the company facts, and the areas' office phones): correct it, or add it there",
    },
  },
  create(context) {
    const { site: facts, families } = context.file;
    const declared = new Set([facts.phone, facts.whatsapp, ...families.areas.entries.map((entry) => entry.officePhone)].map(normalizePhone));
    const numbers = new ClaimSet<{ written: string; digits: string }>((number) => number.digits);
    for (const item of context.texts.items) {
      // A field the schema declares a phone number holds a whole one; a link may be one to dial.
      if (item.kind === "phone") {
        numbers.add(placeAt(item, 0), item.routes, { written: item.text, digits: normalizePhone(item.text) });
      } else if (item.kind === "link" && item.text.startsWith("tel:")) {
        numbers.add(placeAt(item, 4), item.routes, { written: item.text.slice(4), digits: normalizePhone(item.text.slice(4)) });
      } else if (isProse(item)) {
        for (const found of phoneNumbers(item.text)) numbers.add(placeAt(item, found.index), item.routes, found);
      }
    }
    for (const { place, routes, value } of numbers.list()) {
      const reason = placeholderReason(value.digits);
      if (reason) context.report({ messageId: "placeholder", data: { number: value.written, reason }, place, routes });
      else if (!declared.has(value.digits)) context.report({ messageId: "unknown", data: { number: value.written }, place, routes });
    }
  },
});

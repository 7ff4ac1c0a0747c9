// slug-spelling: an entry's slug that is its name misspelt, so its address is misspelt too.
import { fillText, familyNames, editDistance } from "../../foundation/content/index.ts";
import { defineRule } from "../define-rule.ts";
import { slugify } from "../../foundation/content/index.ts";

export const slugSpelling = defineRule({
  name: "slug-spelling",
  meta: {
    kind: "problem",
    description: "A family entry whose slug looks like a misspelling of its name (sargoda for Sargodha).",
    defaultLevel: "warn",
    messages: {
      misspelt: 'The slug "{{slug}}" does not match the name {{name}}, so the page\'s address is {{route}}: did you mean "{{expected}}"?',
    },
    staffMessages: {
      misspelt: 'The end of the page address, "{{slug}}", does not match the name {{name}}, so the page\'s address is {{route}}: did you mean "{{expected}}"?',
    },
  },
  create(context) {
    for (const family of familyNames) {
      const { route, entries } = context.file.families[family];
      entries.forEach((entry, index) => {
        const name = "city" in entry ? entry.city : "name" in entry ? entry.name : entry.title;
        const expected = slugify(name);
        // A slug that differs a lot is a choice (courier-service for Express Courier), not a slip.
        if (entry.slug === expected || editDistance(entry.slug, expected) > Math.max(1, Math.floor(expected.length / 4))) return;
        const address = fillText(route, entry);
        context.report({
          messageId: "misspelt",
          data: { slug: entry.slug, name, route: address, expected },
          place: { pointer: `/families/${family}/entries/${index}/slug`, offset: 0 },
          routes: [address],
        });
      });
    }
  },
});

// seo-description: the description search results show for a page, checked for length and for being its own.
import { seoFindings } from "../claims/seo-findings.ts";
import { defineRule } from "../define-rule.ts";

export const seoDescription = defineRule({
  name: "seo-description",
  meta: {
    kind: "suggestion",
    description: "Page descriptions outside 70 to 160 characters, or the same description on two pages.",
    defaultLevel: "warn",
    messages: {
      tooShort: "Description is {{length}} characters long: search results show 70 to 160, so say more about what the page offers",
      tooLong: "Description is {{length}} characters long: search results cut it after about 160, so shorten it",
      duplicate: 'Description "{{text}}" is also the description {{others}}: give each page its own',
      sameOnEveryPage: 'All {{count}} pages made from this template get the description "{{text}}": add a placeholder such as {city} so each page gets its own',
    },
  },
  create(context) {
    for (const finding of seoFindings(context.texts, context, "description", { min: 70, max: 160 })) {
      const { place, routes } = finding;
      switch (finding.kind) {
        case "tooShort":
        case "tooLong":
          context.report({ messageId: finding.kind, data: { length: finding.length }, place, routes });
          break;
        case "duplicate":
          context.report({ messageId: "duplicate", data: { text: finding.text, others: finding.others }, place, routes });
          break;
        case "sameOnEveryPage":
          context.report({ messageId: "sameOnEveryPage", data: { text: finding.text, count: finding.count }, place, routes });
          break;
      }
    }
  },
});

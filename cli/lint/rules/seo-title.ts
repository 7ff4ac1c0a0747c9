// seo-title: the title search results show for a page, checked for length and for being its own.
import { seoFindings } from "../claims/seo-findings.ts";
import { defineRule } from "../define-rule.ts";

export const seoTitle = defineRule({
  name: "seo-title",
  meta: {
    kind: "suggestion",
    description: "Page titles outside 30 to 60 characters, or the same title on two pages.",
    defaultLevel: "warn",
    messages: {
      tooShort: "Title is {{length}} characters long: search results show 30 to 60, so say what the page is about",
      tooLong: "Title is {{length}} characters long: search results cut it after about 60, so shorten it",
      duplicate: 'Title "{{text}}" is also the title {{others}}: give each page its own',
      sameOnEveryPage: 'All {{count}} pages made from this template get the title "{{text}}": add a placeholder such as {city} so each page gets its own',
    },
  },
  create(context) {
    for (const finding of seoFindings(context.texts, context, "title", { min: 30, max: 60 })) {
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

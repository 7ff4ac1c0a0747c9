// seo-description: the description search results show for a page, checked for length and for being its own.
// The same checks as seo-title.ts (defineSeoRule), on another field and in its own words.
import { defineSeoRule } from "../claims/seo-findings.ts";

export const seoDescription = defineSeoRule({
  name: "seo-description",
  field: "description",
  limits: { min: 70, max: 160 },
  description: "Page descriptions outside 70 to 160 characters, or the same description on two pages.",
  messages: {
    tooShort: "Description is {{length}} characters long: search results show 70 to 160, so say more about what the page offers",
    tooLong: "Description is {{length}} characters long: search results cut it after about 160, so shorten it",
    duplicate: 'Description "{{text}}" is also the description {{others}}: give each page its own',
    sameOnEveryPage: 'All {{count}} pages made from this template get the description "{{text}}": add a placeholder such as {city} so each page gets its own',
  },
  staffMessages: {
    sameOnEveryPage:
      'The {{count}} pages that share these words all get the description "{{text}}": add a placeholder such as {city} so each page gets its own',
  },
});

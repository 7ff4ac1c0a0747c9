// seo-title: the title search results show for a page, checked for length and for being its own.
// The same checks as seo-description.ts (defineSeoRule), on another field and in its own words.
import { defineSeoRule } from "../claims/seo-findings.ts";

export const seoTitle = defineSeoRule({
  name: "seo-title",
  field: "title",
  limits: { min: 30, max: 60 },
  description: "Page titles outside 30 to 60 characters, or the same title on two pages.",
  messages: {
    tooShort: "Title is {{length}} characters long: search results show 30 to 60, so say what the page is about",
    tooLong: "Title is {{length}} characters long: search results cut it after about 60, so shorten it",
    duplicate: 'Title "{{text}}" is also the title {{others}}: give each page its own',
    sameOnEveryPage: 'All {{count}} pages made from this template get the title "{{text}}": add a placeholder such as {city} so each page gets its own',
  },
  staffMessages: {
    sameOnEveryPage: 'The {{count}} pages that share these words all get the title "{{text}}": add a placeholder such as {city} so each page gets its own',
  },
});

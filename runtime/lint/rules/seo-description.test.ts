import { hero, page } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { seoDescription } from "./seo-description.ts";

const good = "Sea freight, air freight and courier from the UAE to every city in Pakistan, door to door.";

testRule(seoDescription, {
  valid: [
    {
      name: "descriptions of 70 to 160 characters, each its own",
      pages: [page("/", [hero("Home.")], { description: good }), page("/about", [hero("About.")], { description: `About us. ${good}` })],
    },
  ],
  invalid: [
    {
      name: "too short, and the same on two pages",
      pages: [page("/", [hero("Home.")], { description: "Cargo to Pakistan." }), page("/about", [hero("About.")], { description: "Cargo to Pakistan." })],
      findings: [
        { line: 14, column: 25, route: "/", messageId: "tooShort", data: { length: "18" } },
        {
          line: 14,
          column: 25,
          route: "/",
          messageId: "duplicate",
          data: { text: "Cargo to Pakistan.", others: "on /about" },
          related: [{ line: 31, column: 25, message: "on /about" }],
        },
        { line: 31, column: 25, route: "/about", messageId: "tooShort", data: { length: "18" } },
        {
          line: 31,
          column: 25,
          route: "/about",
          messageId: "duplicate",
          data: { text: "Cargo to Pakistan.", others: "on /" },
          related: [{ line: 14, column: 25, message: "on /" }],
        },
      ],
    },
  ],
});

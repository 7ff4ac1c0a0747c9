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
        { line: 14, column: 25, route: "/", message: "Description is 18 characters long: search results show 70 to 160, so say more about what the page offers" },
        { line: 14, column: 25, route: "/", message: 'Description "Cargo to Pakistan." is also the description on /about (pages.json:31:25): give each page its own' },
        { line: 31, column: 25, route: "/about", message: "Description is 18 characters long: search results show 70 to 160, so say more about what the page offers" },
        { line: 31, column: 25, route: "/about", message: 'Description "Cargo to Pakistan." is also the description on / (pages.json:14:25): give each page its own' },
      ],
    },
  ],
});

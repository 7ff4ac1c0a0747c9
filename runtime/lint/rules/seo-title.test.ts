import { baseEntry, hero, page } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { seoTitle } from "./seo-title.ts";

testRule(seoTitle, {
  valid: [
    {
      name: "titles of 30 to 60 characters, each its own; pages for unknown addresses do not count",
      pages: [page("/", [hero("Home.")], { title: "UAE to Pakistan Cargo | Test Cargo and Movers" }), page("/services/*", [hero("Lost.")], { title: "Lost" })],
    },
  ],
  invalid: [
    {
      name: "too short and too long",
      pages: [
        page("/", [hero("Home.")], { title: "Home" }),
        page("/about", [hero("About.")], { title: "About Test Cargo and Movers, the cargo company for Pakistan" + "!".repeat(10) }),
      ],
      findings: [
        { line: 13, column: 19, route: "/", messageId: "tooShort", data: { length: "4" } },
        { line: 30, column: 19, route: "/about", messageId: "tooLong", data: { length: "69" } },
      ],
    },
    {
      name: "the same title on two pages",
      pages: [
        page("/", [hero("Home.")], { title: "UAE to Pakistan Cargo | Test Cargo and Movers" }),
        page("/about", [hero("About.")], { title: "UAE to Pakistan Cargo | Test Cargo and Movers" }),
      ],
      findings: [
        {
          line: 13,
          column: 19,
          route: "/",
          messageId: "duplicate",
          data: { text: "UAE to Pakistan Cargo | Test Cargo and Movers", others: "on /about" },
          related: [{ line: 30, column: 19, message: "on /about" }],
        },
        {
          line: 30,
          column: 19,
          route: "/about",
          messageId: "duplicate",
          data: { text: "UAE to Pakistan Cargo | Test Cargo and Movers", others: "on /" },
          related: [{ line: 13, column: 19, message: "on /" }],
        },
      ],
    },
    {
      name: "a template title without a placeholder",
      families: {
        areas: {
          seo: {
            title: "Cargo Pickup in the UAE | Test Cargo and Movers",
            description: "Door-to-door cargo from the UAE to Pakistan, with pickup from your home.",
            keywords: ["test"],
          },
          entries: [baseEntry("areas"), baseEntry("areas", { slug: "ajman", name: "Ajman" })],
        },
      },
      findings: [
        {
          line: 83,
          column: 19,
          route: "/areas/dubai",
          routeCount: 2,
          messageId: "sameOnEveryPage",
          data: { text: "Cargo Pickup in the UAE | Test Cargo and Movers", count: 2 },
        },
      ],
    },
  ],
});

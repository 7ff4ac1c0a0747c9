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
        { line: 13, column: 19, route: "/", message: "Title is 4 characters long: search results show 30 to 60, so say what the page is about" },
        { line: 30, column: 19, route: "/about", message: "Title is 69 characters long: search results cut it after about 60, so shorten it" },
      ],
    },
    {
      name: "the same title on two pages",
      pages: [
        page("/", [hero("Home.")], { title: "UAE to Pakistan Cargo | Test Cargo and Movers" }),
        page("/about", [hero("About.")], { title: "UAE to Pakistan Cargo | Test Cargo and Movers" }),
      ],
      findings: [
        { line: 13, column: 19, route: "/", message: 'Title "UAE to Pakistan Cargo | Test Cargo and Movers" is also the title on /about (pages.json:30:19): give each page its own' },
        { line: 30, column: 19, route: "/about", message: 'Title "UAE to Pakistan Cargo | Test Cargo and Movers" is also the title on / (pages.json:13:19): give each page its own' },
      ],
    },
    {
      name: "a template title without a placeholder",
      families: {
        areas: {
          seo: { title: "Cargo Pickup in the UAE | Test Cargo and Movers", description: "Door-to-door cargo from the UAE to Pakistan, with pickup from your home.", keywords: ["test"] },
          entries: [baseEntry("areas"), baseEntry("areas", { slug: "ajman", name: "Ajman" })],
        },
      },
      findings: [
        {
          line: 83,
          column: 19,
          route: "/areas/dubai",
          routeCount: 2,
          message: 'All 2 pages made from this template get the title "Cargo Pickup in the UAE | Test Cargo and Movers": add a placeholder such as {city} so each page gets its own',
        },
      ],
    },
  ],
});

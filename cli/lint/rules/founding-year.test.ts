import { baseEntry, hero, page, paragraphs } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { foundingYear } from "./founding-year.ts";

testRule(foundingYear, {
  valid: [
    {
      name: "the same year on two pages",
      pages: [
        page("/", [hero("Established in 2008, we ship to every city in Pakistan.")]),
        page("/about", [paragraphs("Test Cargo was founded in 2008 in Dubai.")]),
      ],
    },
    {
      name: "text that only looks like a founding year",
      pages: [
        page("/", [hero("Established in 2008. Open 7 days a week, serving since day one.")]),
        page("/about", [paragraphs("© 2015 Test Cargo. All rights reserved.", "Visit us at Warehouse 14, Street 7, or call before 2015 hours.")]),
      ],
    },
  ],
  invalid: [
    {
      name: "two years, reported at both places",
      pages: [
        page("/", [hero("Established in 2008, we ship to every city in Pakistan.")]),
        page("/about", [paragraphs("Test Cargo was founded in 2015 in Dubai.")]),
      ],
      findings: [
        { line: 9, column: 20, route: "/", messageId: "conflict", data: { year: 2008, others: "2015 on /about (pages.json:28:33)" } },
        { line: 28, column: 33, route: "/about", messageId: "conflict", data: { year: 2015, others: "2008 on / (pages.json:9:20)" } },
      ],
    },
    {
      name: "a template text is one finding naming its first page and how many more",
      pages: [page("/", [hero("Established in 2008, we ship to every city in Pakistan.")])],
      families: {
        destinations: {
          blocks: [hero("Delivering to {city} since 2015.")],
          entries: [baseEntry("destinations"), baseEntry("destinations", { slug: "lahore", city: "Lahore" })],
        },
      },
      findings: [
        {
          line: 9,
          column: 20,
          route: "/",
          messageId: "conflict",
          data: { year: 2008, others: "2015 on /pakistan-cargo-to-karachi and 1 more page (pages.json:178:41)" },
        },
        {
          line: 178,
          column: 41,
          route: "/pakistan-cargo-to-karachi",
          routeCount: 2,
          messageId: "conflict",
          data: { year: 2015, others: "2008 on / (pages.json:9:20)" },
        },
      ],
    },
    {
      name: "a year repeated in two places is named at both",
      pages: [
        page("/", [hero("Established in 2008, we ship to every city in Pakistan.")]),
        page("/about", [paragraphs("Founded in 2015.", "In business since 2015.")]),
      ],
      findings: [
        {
          line: 9,
          column: 20,
          route: "/",
          messageId: "conflict",
          data: { year: 2008, others: "2015 on /about (pages.json:28:18) and on /about (pages.json:29:30)" },
        },
        { line: 28, column: 18, route: "/about", messageId: "conflict", data: { year: 2015, others: "2008 on / (pages.json:9:20)" } },
        { line: 29, column: 30, route: "/about", messageId: "conflict", data: { year: 2015, others: "2008 on / (pages.json:9:20)" } },
      ],
    },
  ],
});

import { hero, page, paragraphs } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { yearsInBusiness } from "./years-in-business.ts";

testRule(yearsInBusiness, {
  valid: [
    {
      name: "years that match the founding year by the reference year (2023)",
      pages: [page("/", [hero("Established in 2008, we bring 15 years of experience to every shipment.")])],
    },
    {
      name: "8+ years and founded in 2015",
      pages: [page("/about", [paragraphs("Founded in 2015.", "With 8+ years in the business, we know the route.")])],
    },
    {
      name: "years that are not about the business",
      pages: [page("/", [hero("Our crates last 5 years in storage, and we offer a 2 year warranty.")])],
    },
  ],
  invalid: [
    {
      name: "15 years against 8+ years, reported at both",
      pages: [
        page("/", [hero("We bring 15 years of experience to every shipment.")]),
        page("/about", [paragraphs("With 8+ years in the business, we know the route.")]),
      ],
      findings: [
        { line: 9, column: 29, route: "/", messageId: "conflict", data: { years: "15 years", others: "8+ years on /about (pages.json:28:23)" } },
        { line: 28, column: 23, route: "/about", messageId: "conflict", data: { years: "8+ years", others: "15 years on / (pages.json:9:29)" } },
      ],
    },
    {
      name: "years against a founding year",
      pages: [page("/", [hero("Founded in 2015, we bring 15 years of experience.")])],
      findings: [
        {
          line: 9,
          column: 46,
          route: "/",
          messageId: "conflict",
          data: { years: "15 years", others: "founded in 2015, 8 years by 2023, on / (pages.json:9:20)" },
        },
      ],
    },
    {
      name: "counted to lint.referenceYear",
      lint: { referenceYear: 2030 },
      pages: [page("/", [hero("Established in 2008, we bring 15 years of experience to every shipment.")])],
      findings: [
        {
          line: 9,
          column: 50,
          route: "/",
          messageId: "conflict",
          data: { years: "15 years", others: "founded in 2008, 22 years by 2030, on / (pages.json:9:20)" },
        },
      ],
    },
  ],
});

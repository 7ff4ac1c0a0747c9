import { hero, page, paragraphs } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { officeLocation } from "./office-location.ts";

testRule(officeLocation, {
  valid: [
    {
      name: "the office in the city of the address, or in an area with its own office",
      pages: [page("/contact", [hero("Our office is in Dubai."), paragraphs("Visit our warehouse at Street 7 in Al Quoz.", "Call our Dubai office.")])],
    },
    {
      name: "other cities named without the office",
      pages: [page("/", [hero("We deliver to Karachi and Lahore every day, and collect across Sharjah.")])],
    },
  ],
  invalid: [
    {
      name: "the map text naming Karachi",
      pages: [page("/contact", [{ type: "map", title: "Find Our Office", text: "Our office is in Karachi, Pakistan." }])],
      findings: [{ line: 9, column: 37, route: "/contact", messageId: "elsewhere", data: { city: "Karachi", declared: "Dubai", where: "pages.json:212:16" } }],
    },
    {
      name: "based in, and a head office",
      pages: [page("/about", [paragraphs("We are based in Sharjah.", "Our head office is located in Karachi.")])],
      findings: [
        { line: 11, column: 34, route: "/about", messageId: "elsewhere", data: { city: "Sharjah", declared: "Dubai", where: "pages.json:218:16" } },
        { line: 12, column: 48, route: "/about", messageId: "elsewhere", data: { city: "Karachi", declared: "Dubai", where: "pages.json:218:16" } },
      ],
    },
  ],
});

import { baseEntry } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { slugSpelling } from "./slug-spelling.ts";

testRule(slugSpelling, {
  valid: [
    {
      name: "slugs made from their names, and a service slug chosen freely",
      families: {
        destinations: { entries: [baseEntry("destinations"), baseEntry("destinations", { slug: "dera-ismail-khan", city: "Dera Ismail Khan" })] },
        services: { entries: [baseEntry("services", { slug: "sea-freight", title: "Ocean Shipping" })] },
      },
    },
  ],
  invalid: [
    {
      name: "sargoda for Sargodha",
      families: { destinations: { entries: [baseEntry("destinations"), baseEntry("destinations", { slug: "sargoda", city: "Sargodha" })] } },
      findings: [
        {
          line: 179,
          column: 20,
          route: "/pakistan-cargo-to-sargoda",
          messageId: "misspelt",
          data: { slug: "sargoda", name: "Sargodha", route: "/pakistan-cargo-to-sargoda", expected: "sargodha" },
        },
      ],
    },
  ],
});

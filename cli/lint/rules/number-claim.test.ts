import { hero, page } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { numberClaim } from "./number-claim.ts";

const stats = (value: string, label: string) => ({ type: "stats", title: "Our Work in Numbers", items: [{ value, label }] });

testRule(numberClaim, {
  valid: [
    {
      name: "the same figure written two ways",
      pages: [page("/", [hero("Trusted by 5,000+ happy customers.")]), page("/about", [stats("5000+", "Happy Customers")])],
    },
    {
      name: "different statistics may have different figures",
      pages: [page("/", [hero("5,000+ customers and 15+ service locations.")]), page("/about", [stats("99%", "Delivery Success Rate")])],
    },
  ],
  invalid: [
    {
      name: "customers in a stats block and in a sentence",
      pages: [page("/", [hero("Trusted by 6,000+ customers.")]), page("/about", [stats("5,000+", "Happy Customers")])],
      findings: [
        {
          line: 9,
          column: 31,
          route: "/",
          messageId: "conflict",
          data: { statistic: "Number of customers", value: "6,000+", others: "5,000+ on /about (pages.json:28:25)" },
        },
        {
          line: 28,
          column: 25,
          route: "/about",
          messageId: "conflict",
          data: { statistic: "Number of customers", value: "5,000+", others: "6,000+ on / (pages.json:9:31)" },
        },
      ],
    },
    {
      name: "insurance cover",
      pages: [page("/", [hero("Cargo insurance cover up to AED 50,000.")]), page("/about", [hero("Insurance of your goods up to AED 25,000.")])],
      findings: [
        {
          line: 9,
          column: 48,
          route: "/",
          messageId: "conflict",
          data: { statistic: "Insurance cover", value: "AED 50,000", others: "AED 25,000 on /about (pages.json:26:50)" },
        },
        {
          line: 26,
          column: 50,
          route: "/about",
          messageId: "conflict",
          data: { statistic: "Insurance cover", value: "AED 25,000", others: "AED 50,000 on / (pages.json:9:48)" },
        },
      ],
    },
  ],
});

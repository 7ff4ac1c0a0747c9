import { englishAndUrdu, hero, page } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { numberClaim } from "./number-claim.ts";

const stats = (value: string, label: string | { en: string; ur: string }) => ({ type: "stats", title: "Our Work in Numbers", items: [{ value, label }] });

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
    {
      name: "the same figures in Urdu, written the Urdu ways: more than, Urdu digits, ٪, درہم",
      languages: englishAndUrdu,
      pages: [
        page("/", [
          hero({ en: "Trusted by 5,000+ happy customers.", ur: "5,000 سے زائد مطمئن گاہک ہم پر بھروسہ کرتے ہیں۔" }),
          hero({ en: "99% delivery success, and insurance cover up to AED 50,000.", ur: "۹۹٪ کامیاب ڈیلیوری، اور 50,000 درہم تک کی انشورنس۔" }),
        ]),
        page("/about", [stats("۵٬۰۰۰+", { en: "Happy Customers", ur: "مطمئن گاہک" })]),
      ],
    },
    {
      name: "Urdu figures that are not these statistics: a share of customers, a fee, days",
      languages: englishAndUrdu,
      pages: [
        page("/", [
          hero({
            en: "Trusted by 5,000+ customers, with insurance cover up to AED 50,000.",
            ur: "5,000+ گاہک ہم پر بھروسہ کرتے ہیں، اور AED 50,000 تک کارگو انشورنس دستیاب ہے۔",
          }),
        ]),
        page("/about", [
          hero({
            en: "Most customers come back, insurance fees start at AED 50, and every parcel arrives in 2-4 days.",
            ur: "99% گاہک دوبارہ ہمیں ہی چنتے ہیں۔ انشورنس کی فیس AED 50 سے شروع ہوتی ہے، اور ہر پارسل 2-4 دن میں پہنچتا ہے۔",
          }),
        ]),
      ],
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
          data: { statistic: "Number of customers", value: "6,000+", others: "5,000+ on /about" },
          related: [{ line: 28, column: 25, message: "on /about" }],
        },
        {
          line: 28,
          column: 25,
          route: "/about",
          messageId: "conflict",
          data: { statistic: "Number of customers", value: "5,000+", others: "6,000+ on /" },
          related: [{ line: 9, column: 31, message: "on /" }],
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
          data: { statistic: "Insurance cover", value: "AED 50,000", others: "AED 25,000 on /about" },
          related: [{ line: 26, column: 50, message: "on /about" }],
        },
        {
          line: 26,
          column: 50,
          route: "/about",
          messageId: "conflict",
          data: { statistic: "Insurance cover", value: "AED 25,000", others: "AED 50,000 on /" },
          related: [{ line: 9, column: 48, message: "on /" }],
        },
      ],
    },
    {
      name: "more than 6,000 customers in Urdu, against a stats figure shown in both languages",
      languages: englishAndUrdu,
      pages: [
        page("/", [hero({ en: "Trusted by 5,000+ customers.", ur: "6,000 سے زائد گاہک ہم پر بھروسہ کرتے ہیں۔" })]),
        page("/about", [stats("5,000+", { en: "Happy Customers", ur: "مطمئن گاہک" })]),
      ],
      findings: [
        {
          line: 10,
          column: 31,
          route: "/",
          messageId: "conflict",
          data: { statistic: "Number of customers", value: "5,000+", others: "6,000+ on /ur/" },
          related: [{ line: 11, column: 20, message: "on /ur/" }],
        },
        {
          line: 31,
          column: 25,
          route: "/about",
          routeCount: 2,
          messageId: "conflict",
          data: { statistic: "Number of customers", value: "5,000+", others: "6,000+ on /ur/" },
          related: [{ line: 11, column: 20, message: "on /ur/" }],
        },
        {
          line: 11,
          column: 20,
          route: "/ur/",
          messageId: "conflict",
          data: {
            statistic: "Number of customers",
            value: "6,000+",
            others: "5,000+ on /, on /about and on /ur/about",
          },
          related: [
            { line: 10, column: 31, message: "on /" },
            { line: 31, column: 25, message: "on /about" },
            { line: 31, column: 25, message: "on /ur/about" },
          ],
        },
      ],
    },
    {
      name: "the Urdu of a text giving another insurance cover than its English, in dirhams",
      languages: englishAndUrdu,
      pages: [page("/", [hero({ en: "Cargo insurance cover up to AED 50,000.", ur: "25,000 درہم تک کارگو انشورنس۔" })])],
      findings: [
        {
          line: 10,
          column: 48,
          route: "/",
          messageId: "conflict",
          data: { statistic: "Insurance cover", value: "AED 50,000", others: "AED 25,000 on /ur/" },
          related: [{ line: 11, column: 20, message: "on /ur/" }],
        },
        {
          line: 11,
          column: 20,
          route: "/ur/",
          messageId: "conflict",
          data: { statistic: "Insurance cover", value: "AED 25,000", others: "AED 50,000 on /" },
          related: [{ line: 10, column: 48, message: "on /" }],
        },
      ],
    },
  ],
});

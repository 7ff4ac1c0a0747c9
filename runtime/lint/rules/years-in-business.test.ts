import { englishAndUrdu, hero, page, paragraphs } from "../testing/test-document.ts";
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
    {
      name: "the same years in English and in Urdu, and a founding year that allows them",
      languages: englishAndUrdu,
      pages: [
        page("/", [
          hero({
            en: "Established in 2008, we bring 15 years of experience to every shipment.",
            ur: "2008 میں قائم ہونے والی ہماری کمپنی ہر شپمنٹ کو 15 سال کے تجربے کے ساتھ سنبھالتی ہے۔",
          }),
        ]),
        page("/about", [paragraphs({ en: "With 15 years in the business, we know the route.", ur: "15 سالہ تجربے کے ساتھ ہم یہ راستہ خوب جانتے ہیں۔" })]),
      ],
    },
    {
      name: "more than 8 years in Urdu, founded in 2015",
      languages: englishAndUrdu,
      pages: [
        page("/about", [
          paragraphs(
            { en: "Founded in 2015.", ur: "کمپنی 2015 میں قائم ہوئی۔" },
            { en: "With 8+ years in the business, we know the route.", ur: "اس کام میں 8 سال سے زائد کے تجربے کے ساتھ ہم یہ راستہ جانتے ہیں۔" },
          ),
        ]),
      ],
    },
    {
      name: "Urdu years that are not about the business: a crate's life, a warranty, an age",
      languages: englishAndUrdu,
      pages: [
        page("/", [
          hero({
            en: "Our crates last 5 years in storage, and we offer a 2 year warranty.",
            ur: "ہمارے کریٹ اسٹوریج میں 5 سال چلتے ہیں، اور ہم 2 سال کی وارنٹی دیتے ہیں۔ 12 سال سے کم عمر بچوں کا ٹکٹ نہیں لگتا۔",
          }),
        ]),
      ],
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
        {
          line: 9,
          column: 29,
          route: "/",
          messageId: "conflict",
          data: { years: "15 years", others: "8+ years on /about" },
          related: [{ line: 28, column: 23, message: "on /about" }],
        },
        {
          line: 28,
          column: 23,
          route: "/about",
          messageId: "conflict",
          data: { years: "8+ years", others: "15 years on /" },
          related: [{ line: 9, column: 29, message: "on /" }],
        },
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
          data: { years: "15 years", others: "founded in 2015, 8 years by 2023, on /" },
          related: [{ line: 9, column: 20, message: "on /" }],
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
          data: { years: "15 years", others: "founded in 2008, 22 years by 2030, on /" },
          related: [{ line: 9, column: 20, message: "on /" }],
        },
      ],
    },
    {
      name: "8+ years in Urdu against 15 years in both languages",
      languages: englishAndUrdu,
      pages: [
        page("/", [hero({ en: "We bring 15 years of experience to every shipment.", ur: "ہم ہر شپمنٹ کو 15 سال کے تجربے کے ساتھ سنبھالتے ہیں۔" })]),
        page("/about", [
          paragraphs({ en: "With 15 years in the business, we know the route.", ur: "اس کام میں 8+ سال کے تجربے کے ساتھ ہم یہ راستہ جانتے ہیں۔" }),
        ]),
      ],
      findings: [
        {
          line: 10,
          column: 29,
          route: "/",
          messageId: "conflict",
          data: { years: "15 years", others: "8+ years on /ur/about" },
          related: [{ line: 33, column: 37, message: "on /ur/about" }],
        },
        {
          line: 32,
          column: 31,
          route: "/about",
          messageId: "conflict",
          data: { years: "15 years", others: "8+ years on /ur/about" },
          related: [{ line: 33, column: 37, message: "on /ur/about" }],
        },
        {
          line: 11,
          column: 35,
          route: "/ur/",
          messageId: "conflict",
          data: { years: "15 years", others: "8+ years on /ur/about" },
          related: [{ line: 33, column: 37, message: "on /ur/about" }],
        },
        {
          line: 33,
          column: 37,
          route: "/ur/about",
          messageId: "conflict",
          data: { years: "8+ years", others: "15 years on /, on /about and on /ur/" },
          related: [
            { line: 10, column: 29, message: "on /" },
            { line: 32, column: 31, message: "on /about" },
            { line: 11, column: 35, message: "on /ur/" },
          ],
        },
      ],
    },
    {
      name: "the Urdu of a text giving other years than its English, in Urdu digits, against both founding years",
      languages: englishAndUrdu,
      pages: [
        page("/", [hero({ en: "Founded in 2015, we bring 8 years of experience.", ur: "2015 میں قائم ہونے والی ہماری کمپنی ۱۵ برس کا تجربہ رکھتی ہے۔" })]),
      ],
      findings: [
        {
          line: 10,
          column: 46,
          route: "/",
          messageId: "conflict",
          data: { years: "8 years", others: "15 years on /ur/" },
          related: [{ line: 11, column: 56, message: "on /ur/" }],
        },
        {
          line: 11,
          column: 56,
          route: "/ur/",
          messageId: "conflict",
          data: {
            years: "15 years",
            others: "8 years on /; founded in 2015, 8 years by 2023, on / and on /ur/",
          },
          related: [
            { line: 10, column: 46, message: "on /" },
            { line: 10, column: 20, message: "on /" },
            { line: 11, column: 20, message: "on /ur/" },
          ],
        },
      ],
    },
  ],
});

import { baseEntry, englishAndUrdu, hero, page, paragraphs } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { foundingYear } from "./founding-year.ts";

/** A home page that says, in English and in Urdu, that the company was founded in 2008. */
const homeFounded2008 = page("/", [
  hero({
    en: "Established in 2008, we ship to every city in Pakistan.",
    ur: "2008 میں قائم ہونے والی ہماری کمپنی پاکستان کے ہر شہر تک سامان بھیجتی ہے۔",
  }),
]);

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
    {
      name: "the same year in English and in Urdu",
      languages: englishAndUrdu,
      pages: [
        homeFounded2008,
        page("/about", [paragraphs({ en: "Test Cargo was founded in 2008 in Dubai.", ur: "Test Cargo کی بنیاد ۲۰۰۸ء میں دبئی میں رکھی گئی۔" })]),
      ],
    },
    {
      name: "a language read by its code, never by its letters: Urdu's words under Arabic's code are not read as Urdu",
      languages: [...englishAndUrdu, { code: "ar", name: "العربية", locale: "ar_AE", dir: "rtl" }],
      pages: [page("/", [hero({ en: "Established in 2008, we ship to every city in Pakistan.", ar: "2015 میں قائم ہونے والی ہماری کمپنی" })])],
    },
    {
      name: "Urdu that only looks like a founding year: more than 2000, a price from AED 2000, on the basis of, before 2015",
      languages: englishAndUrdu,
      pages: [
        page("/", [
          hero({
            en: "Established in 2008. Open 7 days a week.",
            ur: "2008ء میں قائم۔ ہم پہلے دن سے ایمان داری سے کام کر رہے ہیں، 2000 سے زیادہ گاہک ہم پر بھروسہ کرتے ہیں۔",
          }),
        ]),
        page("/about", [
          paragraphs(
            { en: "Prices from AED 2000 depend on weight.", ur: "قیمت AED 2000 سے شروع ہوتی ہے اور وزن کی بنیاد پر طے ہوتی ہے۔" },
            { en: "© 2015 Test Cargo.", ur: "© 2015 Test Cargo۔ ہماری بنیادی سروسز 2015 سے پہلے بھی یہی تھیں۔" },
          ),
        ]),
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
        {
          line: 9,
          column: 20,
          route: "/",
          messageId: "conflict",
          data: { year: 2008, others: "2015 on /about" },
          related: [{ line: 28, column: 33, message: "on /about" }],
        },
        {
          line: 28,
          column: 33,
          route: "/about",
          messageId: "conflict",
          data: { year: 2015, others: "2008 on /" },
          related: [{ line: 9, column: 20, message: "on /" }],
        },
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
          data: { year: 2008, others: "2015 on /pakistan-cargo-to-karachi and 1 more page" },
          related: [{ line: 178, column: 41, message: "on /pakistan-cargo-to-karachi and 1 more page" }],
        },
        {
          line: 178,
          column: 41,
          route: "/pakistan-cargo-to-karachi",
          routeCount: 2,
          messageId: "conflict",
          data: { year: 2015, others: "2008 on /" },
          related: [{ line: 9, column: 20, message: "on /" }],
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
          data: { year: 2008, others: "2015 on /about and on /about" },
          related: [
            { line: 28, column: 18, message: "on /about" },
            { line: 29, column: 30, message: "on /about" },
          ],
        },
        {
          line: 28,
          column: 18,
          route: "/about",
          messageId: "conflict",
          data: { year: 2015, others: "2008 on /" },
          related: [{ line: 9, column: 20, message: "on /" }],
        },
        {
          line: 29,
          column: 30,
          route: "/about",
          messageId: "conflict",
          data: { year: 2015, others: "2008 on /" },
          related: [{ line: 9, column: 20, message: "on /" }],
        },
      ],
    },
    {
      name: "an Urdu text against the rest, English and Urdu",
      languages: englishAndUrdu,
      pages: [
        homeFounded2008,
        page("/about", [paragraphs({ en: "Test Cargo was founded in 2008 in Dubai.", ur: "Test Cargo کی بنیاد 2015 میں دبئی میں رکھی گئی۔" })]),
      ],
      findings: [
        {
          line: 10,
          column: 20,
          route: "/",
          messageId: "conflict",
          data: { year: 2008, others: "2015 on /ur/about" },
          related: [{ line: 33, column: 40, message: "on /ur/about" }],
        },
        {
          line: 32,
          column: 41,
          route: "/about",
          messageId: "conflict",
          data: { year: 2008, others: "2015 on /ur/about" },
          related: [{ line: 33, column: 40, message: "on /ur/about" }],
        },
        {
          line: 11,
          column: 20,
          route: "/ur/",
          messageId: "conflict",
          data: { year: 2008, others: "2015 on /ur/about" },
          related: [{ line: 33, column: 40, message: "on /ur/about" }],
        },
        {
          line: 33,
          column: 40,
          route: "/ur/about",
          messageId: "conflict",
          data: { year: 2015, others: "2008 on /, on /about and on /ur/" },
          related: [
            { line: 10, column: 20, message: "on /" },
            { line: 32, column: 41, message: "on /about" },
            { line: 11, column: 20, message: "on /ur/" },
          ],
        },
      ],
    },
    {
      name: "the Urdu of a text giving another year than its English, in Urdu digits",
      languages: englishAndUrdu,
      pages: [
        page("/", [hero({ en: "Established in 2008, we ship to every city in Pakistan.", ur: "سن ۲۰۱۵ سے ہم پاکستان کے ہر شہر تک سامان بھیج رہے ہیں۔" })]),
      ],
      findings: [
        {
          line: 10,
          column: 20,
          route: "/",
          messageId: "conflict",
          data: { year: 2008, others: "2015 on /ur/" },
          related: [{ line: 11, column: 20, message: "on /ur/" }],
        },
        {
          line: 11,
          column: 20,
          route: "/ur/",
          messageId: "conflict",
          data: { year: 2015, others: "2008 on /" },
          related: [{ line: 10, column: 20, message: "on /" }],
        },
      ],
    },
  ],
});

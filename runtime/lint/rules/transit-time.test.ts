import { englishAndUrdu, hero, page, paragraphs } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { transitTime } from "./transit-time.ts";

testRule(transitTime, {
  valid: [
    {
      name: "ranges of one mode that overlap",
      pages: [page("/", [hero("Sea freight takes 12-15 days.")]), page("/faq", [paragraphs("By sea, most goods arrive in 14 days.")])],
    },
    {
      name: "different modes may take different times",
      pages: [page("/", [hero("Air freight arrives in 3-5 days.")]), page("/faq", [paragraphs("Sea freight can take 40-100 days.")])],
    },
    {
      name: "day counts that are not transit times",
      pages: [
        page("/", [hero("Sea freight takes 12-15 days.")]),
        page("/faq", [paragraphs("We prepare your documents in 2-3 working days.", "WhatsApp support 7 days a week.", "We reply within 24 hours.")]),
      ],
    },
    {
      name: "Urdu ranges of one mode that overlap, however the range and the digits are written",
      languages: englishAndUrdu,
      pages: [
        page("/", [hero({ en: "Sea freight takes 12-15 days.", ur: "سمندری کارگو کو 12 سے 15 دن لگتے ہیں۔" })]),
        page("/faq", [
          paragraphs(
            { en: "By sea, most goods arrive in 14 days.", ur: "سمندری راستے سے زیادہ تر سامان ۱۴ دن میں پہنچ جاتا ہے۔" },
            { en: "Air freight arrives in 3-5 days.", ur: "ہوائی کارگو 3 تا 5 دن میں پہنچتا ہے، اور ایکسپریس کورئیر 2-4 دن میں۔" },
          ),
        ]),
      ],
    },
    {
      name: "Urdu day counts that are not transit times: working days, 7 days of the week, days before delivery",
      languages: englishAndUrdu,
      pages: [
        page("/", [
          hero({
            en: "Sea freight takes 12-15 days. Most shipments arrive within 7-15 days.",
            ur: "سمندری کارگو کو 12-15 دن لگتے ہیں۔ زیادہ تر شپمنٹس 7-15 دن میں پہنچ جاتی ہیں۔",
          }),
        ]),
        page("/faq", [
          paragraphs(
            { en: "We prepare your documents in 2-3 working days.", ur: "ہم کام کے 2-3 دنوں میں آپ کی دستاویزات تیار کرتے ہیں۔" },
            { en: "Our team takes sea freight bookings 7 days a week.", ur: "سمندری کارگو کی بکنگ کے لیے ہماری ٹیم ہفتے کے 7 دن میں کسی بھی دن دستیاب ہے۔" },
            { en: "We call you before delivery.", ur: "ہم ڈیلیوری سے 2-3 دن پہلے آپ کو فون کرتے ہیں۔" },
          ),
        ]),
      ],
    },
  ],
  invalid: [
    {
      name: "sea freight in 12-15 days and in 40-100 days",
      pages: [page("/", [hero("Sea freight takes 12-15 days.")]), page("/faq", [paragraphs("Sea freight can take 40-100 days, depending on the port.")])],
      findings: [
        {
          line: 9,
          column: 38,
          route: "/",
          messageId: "conflict",
          data: { mode: "Sea freight", days: "12-15 days", others: "40-100 days on /faq" },
          related: [{ line: 28, column: 39, message: "on /faq" }],
        },
        {
          line: 28,
          column: 39,
          route: "/faq",
          messageId: "conflict",
          data: { mode: "Sea freight", days: "40-100 days", others: "12-15 days on /" },
          related: [{ line: 9, column: 38, message: "on /" }],
        },
      ],
    },
    {
      name: "the mode of a card comes from its title",
      pages: [
        page("/", [{ type: "card-grid", title: "Services", cards: [{ title: "Sea Freight", description: "A typical transit of 12-15 days.", icon: "ship" }] }]),
        page("/faq", [paragraphs("Sea freight can take 40-100 days.")]),
      ],
      findings: [
        {
          line: 12,
          column: 52,
          route: "/",
          messageId: "conflict",
          data: { mode: "Sea freight", days: "12-15 days", others: "40-100 days on /faq" },
          related: [{ line: 34, column: 39, message: "on /faq" }],
        },
        {
          line: 34,
          column: 39,
          route: "/faq",
          messageId: "conflict",
          data: { mode: "Sea freight", days: "40-100 days", others: "12-15 days on /" },
          related: [{ line: 12, column: 52, message: "on /" }],
        },
      ],
    },
    {
      name: "sea freight in 40-100 days in Urdu, against 12-15 days in both languages",
      languages: englishAndUrdu,
      pages: [
        page("/", [hero({ en: "Sea freight takes 12-15 days.", ur: "سمندری کارگو کو 12-15 دن لگتے ہیں۔" })]),
        page("/faq", [paragraphs({ en: "Sea freight usually takes 12-15 days.", ur: "سمندری کارگو کو 40-100 دن لگ سکتے ہیں، یہ بندرگاہ پر منحصر ہے۔" })]),
      ],
      findings: [
        {
          line: 10,
          column: 38,
          route: "/",
          messageId: "conflict",
          data: { mode: "Sea freight", days: "12-15 days", others: "40-100 days on /ur/faq" },
          related: [{ line: 33, column: 42, message: "on /ur/faq" }],
        },
        {
          line: 32,
          column: 52,
          route: "/faq",
          messageId: "conflict",
          data: { mode: "Sea freight", days: "12-15 days", others: "40-100 days on /ur/faq" },
          related: [{ line: 33, column: 42, message: "on /ur/faq" }],
        },
        {
          line: 11,
          column: 36,
          route: "/ur/",
          messageId: "conflict",
          data: { mode: "Sea freight", days: "12-15 days", others: "40-100 days on /ur/faq" },
          related: [{ line: 33, column: 42, message: "on /ur/faq" }],
        },
        {
          line: 33,
          column: 42,
          route: "/ur/faq",
          messageId: "conflict",
          data: {
            mode: "Sea freight",
            days: "40-100 days",
            others: "12-15 days on /, on /faq and on /ur/",
          },
          related: [
            { line: 10, column: 38, message: "on /" },
            { line: 32, column: 52, message: "on /faq" },
            { line: 11, column: 36, message: "on /ur/" },
          ],
        },
      ],
    },
    {
      name: "the Urdu of a card saying other days than its English, the mode from the card's Urdu title, in Urdu digits",
      languages: englishAndUrdu,
      pages: [
        page("/", [
          {
            type: "card-grid",
            title: "Services",
            cards: [
              {
                title: { en: "Sea Freight", ur: "سمندری کارگو" },
                description: { en: "A typical transit of 12-15 days.", ur: "عام طور پر ترسیل کا وقت ۴۰-۱۰۰ دن۔" },
                icon: "ship",
              },
            ],
          },
        ]),
      ],
      findings: [
        {
          line: 16,
          column: 45,
          route: "/",
          messageId: "conflict",
          data: { mode: "Sea freight", days: "12-15 days", others: "40-100 days on /ur/" },
          related: [{ line: 17, column: 48, message: "on /ur/" }],
        },
        {
          line: 17,
          column: 48,
          route: "/ur/",
          messageId: "conflict",
          data: { mode: "Sea freight", days: "40-100 days", others: "12-15 days on /" },
          related: [{ line: 16, column: 45, message: "on /" }],
        },
      ],
    },
  ],
});

import type { Glossary } from "../../../schema/index.ts";
import { baseEntry, englishAndUrdu, hero, page, paragraphs } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { terminology } from "./terminology.ts";

const glossary: Glossary = {
  en: [{ use: "quote", avoid: ["estimate"] }],
  ur: [
    { term: "quote", use: "کوٹیشن حاصل کریں", avoid: ["قیمت معلوم کریں"], note: "قیمت alone is a price, which is right." },
    { term: "insurance cover", use: "کوریج", avoid: ["کور"] },
    { term: "parcels", use: "پارسل", avoid: ["پارسلز"] },
  ],
};

testRule(terminology, {
  valid: [
    {
      name: "a site without a glossary reports nothing",
      languages: englishAndUrdu,
      pages: [page("/", [hero({ en: "Get a quote", ur: "قیمت معلوم کریں" })])],
    },
    {
      name: "whole words only: longer words that begin with an avoided one, and the avoided word's other meanings",
      languages: englishAndUrdu,
      glossary,
      pages: [
        page("/", [
          hero({ en: "Insurance cover for parcels by courier.", ur: "کورئیر سے بھیجے گئے پارسل اور پارسلوں کی انشورنس کوریج۔" }),
          paragraphs({ en: "A fair price. Get a quote.", ur: "مناسب قیمت، قیمتی سامان۔ کوٹیشن حاصل کریں۔" }),
        ]),
      ],
    },
    {
      name: "an English text is not read against the Urdu glossary",
      languages: englishAndUrdu,
      glossary: { ur: [{ use: "کوریج", avoid: ["cover"] }] },
      pages: [page("/", [hero({ en: "Insurance cover.", ur: "انشورنس کوریج۔" })])],
    },
  ],
  invalid: [
    {
      name: "an avoided Urdu word, at the Urdu text, naming the glossary's word and what it means",
      languages: englishAndUrdu,
      glossary,
      pages: [page("/", [hero({ en: "Optional insurance cover.", ur: "اختیاری انشورنس کور لیں۔" })])],
      findings: [{ line: 11, column: 36, route: "/ur/", messageId: "named", data: { use: "کوریج", avoid: "کور", term: "insurance cover" } }],
    },
    {
      name: "an avoided phrase of several words, and an avoided plural, each once",
      languages: englishAndUrdu,
      glossary,
      pages: [page("/", [hero({ en: "Small parcels: get a quote.", ur: "چھوٹے پارسلز: قیمت معلوم کریں۔" })])],
      findings: [
        { line: 11, column: 26, route: "/ur/", messageId: "named", data: { use: "پارسل", avoid: "پارسلز", term: "parcels" } },
        { line: 11, column: 34, route: "/ur/", messageId: "named", data: { use: "کوٹیشن حاصل کریں", avoid: "قیمت معلوم کریں", term: "quote" } },
      ],
    },
    {
      name: "an English glossary, whatever the capitals, with no meaning given",
      glossary,
      pages: [page("/", [hero("Send us a list and get an Estimate.")])],
      findings: [{ line: 9, column: 46, route: "/", messageId: "plain", data: { use: "quote", avoid: "Estimate" } }],
    },
    {
      name: "several texts in turn, each using an avoided word: every one is read",
      languages: englishAndUrdu,
      glossary,
      pages: [
        page("/", [hero({ en: "Optional insurance cover.", ur: "اختیاری انشورنس کور لیں۔" }), paragraphs({ en: "Small parcels.", ur: "چھوٹے پارسلز۔" })]),
      ],
      findings: [
        { line: 11, column: 36, route: "/ur/", messageId: "named", data: { use: "کوریج", avoid: "کور", term: "insurance cover" } },
        { line: 21, column: 32, route: "/ur/", messageId: "named", data: { use: "پارسل", avoid: "پارسلز", term: "parcels" } },
      ],
    },
    {
      name: "a city's own text shown through its family's template: one finding, at the entry",
      languages: englishAndUrdu,
      glossary,
      families: {
        destinations: {
          entries: [
            baseEntry("destinations"),
            baseEntry("destinations", { slug: "mardan", city: "Mardan", description: { en: "Parcels to Mardan.", ur: "مردان تک پارسلز۔" } }),
          ],
        },
      },
      findings: [
        { line: 183, column: 29, route: "/ur/pakistan-cargo-to-mardan", messageId: "named", data: { use: "پارسل", avoid: "پارسلز", term: "parcels" } },
      ],
    },
  ],
});

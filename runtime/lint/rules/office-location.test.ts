import { baseEntry, englishAndUrdu, hero, page, paragraphs, type DocumentParts } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { officeLocation } from "./office-location.ts";

/** The test site in English and Urdu, its cities named in both. */
const inUrdu: DocumentParts = {
  languages: englishAndUrdu,
  site: {
    address: {
      street: "Warehouse 14, Street 7",
      area: { en: "Al Quoz Industrial Area 3", ur: "القوز انڈسٹریل ایریا 3" },
      city: { en: "Dubai", ur: "دبئی" },
      country: "United Arab Emirates",
    },
  },
  families: {
    destinations: {
      entries: [
        baseEntry("destinations", { city: { en: "Karachi", ur: "کراچی" } }),
        baseEntry("destinations", { slug: "lahore", city: { en: "Lahore", ur: "لاہور" } }),
      ],
    },
    origins: { entries: [baseEntry("origins", { city: { en: "Sharjah", ur: "شارجہ" } })] },
    areas: { entries: [baseEntry("areas", { name: { en: "Dubai", ur: "دبئی" } })] },
  },
};

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
    {
      name: "the office in Dubai in Urdu, however it is said",
      ...inUrdu,
      pages: [
        page("/contact", [
          hero({ en: "Our office is in Dubai.", ur: "ہمارا دفتر دبئی میں ہے۔" }),
          paragraphs(
            { en: "Visit our warehouse at Street 7 in Al Quoz.", ur: "القوز میں اسٹریٹ 7 پر ہمارے گودام تشریف لائیں۔" },
            { en: "Call our Dubai office.", ur: "ہمارے دبئی کے دفتر کو کال کریں۔" },
            { en: "We are located in Al Quoz Industrial Area 3.", ur: "ہم القوز انڈسٹریل ایریا 3 میں واقع ہیں۔" },
          ),
        ]),
      ],
    },
    {
      name: "Urdu naming other cities beside an office that is not the company's: the visitor's office, offices to collect from",
      ...inUrdu,
      pages: [
        page("/", [
          hero({ en: "We deliver to Karachi and Lahore every day.", ur: "ہم ہر روز کراچی اور لاہور میں آپ کے گھر یا دفتر تک ڈیلیوری کرتے ہیں۔" }),
          paragraphs(
            { en: "We collect across Sharjah.", ur: "ہم پورے شارجہ میں گھروں، دفتروں اور دکانوں سے سامان اٹھاتے ہیں۔" },
            { en: "If you work in Lahore, we deliver there too.", ur: "اگر آپ کا دفتر لاہور میں ہے تو ہم وہاں بھی ڈیلیوری کرتے ہیں۔" },
            { en: "We collect from your door and deliver to Karachi.", ur: "ہم آپ کے دفتر سے سامان اٹھا کر کراچی میں پہنچاتے ہیں۔" },
          ),
        ]),
      ],
    },
  ],
  invalid: [
    {
      name: "the map text naming Karachi",
      pages: [page("/contact", [{ type: "map", title: "Find Our Office", text: "Our office is in Karachi, Pakistan." }])],
      findings: [
        {
          line: 9,
          column: 37,
          route: "/contact",
          messageId: "elsewhere",
          data: { city: "Karachi", declared: "Dubai" },
          related: [{ line: 212, column: 16, message: "the company address is in Dubai" }],
        },
      ],
    },
    {
      name: "based in, and a head office",
      pages: [page("/about", [paragraphs("We are based in Sharjah.", "Our head office is located in Karachi.")])],
      findings: [
        {
          line: 11,
          column: 34,
          route: "/about",
          messageId: "elsewhere",
          data: { city: "Sharjah", declared: "Dubai" },
          related: [{ line: 218, column: 16, message: "the company address is in Dubai" }],
        },
        {
          line: 12,
          column: 48,
          route: "/about",
          messageId: "elsewhere",
          data: { city: "Karachi", declared: "Dubai" },
          related: [{ line: 218, column: 16, message: "the company address is in Dubai" }],
        },
      ],
    },
    {
      name: "the Urdu of the map text naming Karachi, reported with the Urdu names and the address's Urdu",
      ...inUrdu,
      pages: [
        page("/contact", [
          {
            type: "map",
            title: { en: "Find Our Office", ur: "ہمارے دفتر کا پتا" },
            text: { en: "Our office is in Dubai.", ur: "ہمارا دفتر کراچی، پاکستان میں ہے۔" },
          },
        ]),
      ],
      findings: [
        {
          line: 14,
          column: 31,
          route: "/ur/contact",
          messageId: "elsewhere",
          data: { city: "کراچی", declared: "دبئی" },
          related: [{ line: 248, column: 16, message: "the company address is in دبئی" }],
        },
      ],
    },
    {
      name: "located in, an office in a city, and a city's office, in Urdu",
      ...inUrdu,
      pages: [
        page("/about", [
          paragraphs(
            { en: "We are based in Dubai.", ur: "ہم شارجہ میں واقع ہیں۔" },
            { en: "Our head office is in Dubai.", ur: "لاہور میں ہمارا مرکزی دفتر ہے، اور ہمارا کراچی کا دفتر بھی۔" },
          ),
        ]),
      ],
      findings: [
        {
          line: 13,
          column: 29,
          route: "/ur/about",
          messageId: "elsewhere",
          data: { city: "شارجہ", declared: "دبئی" },
          related: [{ line: 254, column: 16, message: "the company address is in دبئی" }],
        },
        {
          line: 17,
          column: 26,
          route: "/ur/about",
          messageId: "elsewhere",
          data: { city: "لاہور", declared: "دبئی" },
          related: [{ line: 254, column: 16, message: "the company address is in دبئی" }],
        },
        {
          line: 17,
          column: 67,
          route: "/ur/about",
          messageId: "elsewhere",
          data: { city: "کراچی", declared: "دبئی" },
          related: [{ line: 254, column: 16, message: "the company address is in دبئی" }],
        },
      ],
    },
  ],
});

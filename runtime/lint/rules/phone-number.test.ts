import { baseEntry, englishAndUrdu, hero, page } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { phoneNumber } from "./phone-number.ts";

testRule(phoneNumber, {
  valid: [
    {
      name: "the company number and an office number, however written",
      pages: [page("/contact", [hero("Call +971 50 000 0000, or our Dubai office on 04 000 0000.")])],
    },
    {
      name: "numbers that are not phone numbers",
      pages: [page("/", [hero("Open 24/7 with 20ft/40ft containers, 100,000+ parcels since 2008, Warehouse 14.")])],
    },
    {
      name: "the company number and an office number in Urdu and Arabic-Indic digits",
      languages: englishAndUrdu,
      pages: [
        page("/contact", [
          hero({
            en: "Call +971 50 000 0000, or our Dubai office on 04 000 0000.",
            ur: "ہمیں ۰۵۰ ۰۰۰ ۰۰۰۰ پر کال کریں، یا ہمارے دبئی کے دفتر کو ٠٤ ٠٠٠ ٠٠٠٠ پر۔",
          }),
        ]),
      ],
    },
    {
      name: "Urdu numbers that are not phone numbers",
      languages: englishAndUrdu,
      pages: [
        page("/", [
          hero({
            en: "Open 24/7 with 20ft/40ft containers, 100,000+ parcels since 2008, Warehouse 14.",
            ur: "24/7 کھلا، 20 فٹ اور 40 فٹ کنٹینر، 2008 سے ۱۰۰٬۰۰۰ سے زیادہ پارسل، گودام نمبر 14، اسٹریٹ 7۔",
          }),
        ]),
      ],
    },
  ],
  invalid: [
    {
      name: "a number nobody declared",
      pages: [page("/contact", [hero("Call us on +971 4 555 0199 today.")])],
      findings: [
        {
          line: 9,
          column: 31,
          route: "/contact",
          messageId: "unknown",
          data: { number: "+971 4 555 0199" },
        },
      ],
    },
    {
      name: "a placeholder office number, reported where the entry declares it",
      families: { areas: { entries: [baseEntry("areas", { officePhone: "+971 6 123 4567" })] } },
      findings: [
        { line: 106, column: 27, route: "/areas/dubai", messageId: "placeholder", data: { number: "+971 6 123 4567", reason: "its digits count up or down" } },
      ],
    },
    {
      name: "a tel: link",
      pages: [page("/contact", [{ type: "link-list", title: "Call", links: [{ label: "Call our desk", href: "tel:+97142223333" }] }])],
      findings: [
        {
          line: 12,
          column: 28,
          route: "/contact",
          messageId: "unknown",
          data: { number: "+97142223333" },
        },
      ],
    },
    {
      name: "the Urdu of a text giving another number than its English, in Urdu digits",
      languages: englishAndUrdu,
      pages: [page("/contact", [hero({ en: "Call us on +971 50 000 0000 today.", ur: "آج ہی ہمیں +۹۷۱ ۴ ۵۵۵ ۰۱۹۹ پر کال کریں۔" })])],
      findings: [{ line: 11, column: 31, route: "/ur/contact", messageId: "unknown", data: { number: "+971 4 555 0199" } }],
    },
    {
      name: "a placeholder number in the Urdu only",
      languages: englishAndUrdu,
      pages: [page("/contact", [hero({ en: "Call us on +971 50 000 0000 today.", ur: "آج ہی ہمیں 06 123 4567 پر کال کریں۔" })])],
      findings: [
        { line: 11, column: 31, route: "/ur/contact", messageId: "placeholder", data: { number: "06 123 4567", reason: "its digits count up or down" } },
      ],
    },
  ],
});

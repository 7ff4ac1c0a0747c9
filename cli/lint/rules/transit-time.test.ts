import { hero, page, paragraphs } from "../testing/test-document.ts";
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
          data: { mode: "Sea freight", days: "12-15 days", others: "40-100 days on /faq (pages.json:28:39)" },
        },
        {
          line: 28,
          column: 39,
          route: "/faq",
          messageId: "conflict",
          data: { mode: "Sea freight", days: "40-100 days", others: "12-15 days on / (pages.json:9:38)" },
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
          data: { mode: "Sea freight", days: "12-15 days", others: "40-100 days on /faq (pages.json:34:39)" },
        },
        {
          line: 34,
          column: 39,
          route: "/faq",
          messageId: "conflict",
          data: { mode: "Sea freight", days: "40-100 days", others: "12-15 days on / (pages.json:12:52)" },
        },
      ],
    },
  ],
});

import { baseEntry, page } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { unlinkedCity } from "./unlinked-city.ts";

const destinations = { destinations: { entries: [baseEntry("destinations"), baseEntry("destinations", { slug: "lahore", city: "Lahore" })] } };
const links = (...items: object[]) => ({ type: "link-list", title: "Popular Destinations", links: items });

testRule(unlinkedCity, {
  valid: [
    {
      name: "every city linked",
      families: destinations,
      pages: [page("/", [links({ label: "Karachi", href: "/pakistan-cargo-to-karachi" }, { label: "Lahore", href: "/pakistan-cargo-to-lahore" })])],
    },
    {
      name: "a list where nothing is linked, and a city without a page",
      families: destinations,
      pages: [
        page("/", [links({ label: "Karachi" }, { label: "Lahore" }), links({ label: "Karachi", href: "/pakistan-cargo-to-karachi" }, { label: "Multan" })]),
      ],
    },
  ],
  invalid: [
    {
      name: "Lahore unlinked beside a linked Karachi",
      families: destinations,
      pages: [
        page("/services/courier", [
          links({ label: "Karachi", href: "/pakistan-cargo-to-karachi" }, { label: "Lahore", description: "Delivery across Lahore." }),
        ]),
      ],
      findings: [
        {
          line: 15,
          column: 25,
          route: "/services/courier",
          messageId: "unlinked",
          data: { city: "Lahore", route: "/pakistan-cargo-to-lahore", linked: "Karachi" },
        },
      ],
    },
  ],
});

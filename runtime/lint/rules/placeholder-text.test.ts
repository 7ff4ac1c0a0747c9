import { baseEntry, hero, page } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { placeholderText } from "./placeholder-text.ts";

const mardan = "TODO: describe shipping to Mardan in one or two sentences.";

testRule(placeholderText, {
  valid: [
    {
      name: "written text, and words that only contain the marker",
      pages: [page("/", [hero("Door-to-door cargo to Pakistan. TODOS and PHOTODOC are not placeholders.")])],
    },
  ],
  invalid: [
    {
      name: "a placeholder in a page's text, quoted up to 60 characters",
      pages: [page("/", [hero("We ship home. TODO: say how fast we ship from every emirate to every city of Pakistan.")])],
      findings: [{ line: 9, column: 34, route: "/", messageId: "placeholder", data: { text: "TODO: say how fast we ship from every emirate to every ci..." } }],
    },
    {
      name: "a new city's description, shown through the template: one finding, at the entry",
      families: { destinations: { entries: [baseEntry("destinations"), baseEntry("destinations", { slug: "mardan", city: "Mardan", description: mardan })] } },
      findings: [{ line: 181, column: 27, route: "/pakistan-cargo-to-mardan", messageId: "placeholder", data: { text: mardan } }],
    },
  ],
});

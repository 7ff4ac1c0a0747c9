import { englishAndUrdu, page } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { untranslatedCopy } from "./untranslated-copy.ts";

const hero = (text: unknown) => ({ type: "hero", title: "A heading", text });

testRule(untranslatedCopy, {
  valid: [
    {
      name: "a translation in Urdu, and the company's name, which stays as written in both",
      languages: englishAndUrdu,
      site: { name: "Test Cargo and Movers" },
      pages: [page("/", [hero({ en: "Door to door.", ur: "ڈور ٹو ڈور۔" }), hero({ en: "Test Cargo and Movers", ur: "Test Cargo and Movers" })])],
    },
  ],
  invalid: [
    {
      name: "the English pasted as the Urdu: at the Urdu",
      languages: englishAndUrdu,
      pages: [page("/", [hero({ en: "Door to door.", ur: "Door to door." })])],
      findings: [{ line: 11, column: 20, route: "/", messageId: "copied", data: { language: "Urdu", text: "Door to door." } }],
    },
  ],
});

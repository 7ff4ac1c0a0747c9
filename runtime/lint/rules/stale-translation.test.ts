import { fingerprint } from "../../foundation/content/index.ts";
import { englishAndUrdu, page } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { staleTranslation } from "./stale-translation.ts";

const hero = (text: unknown) => ({ type: "hero", title: "A heading", text });

testRule(staleTranslation, {
  valid: [
    {
      name: "a translation made from the English as it reads now, and one with no fingerprint (it cannot be told)",
      languages: englishAndUrdu,
      pages: [
        page("/", [hero({ en: "Door to door.", ur: "ڈور ٹو ڈور۔", translatedFrom: { ur: fingerprint("Door to door.") } })]),
        page("/about", [hero({ en: "Every day.", ur: "ہر روز۔" })]),
      ],
    },
  ],
  invalid: [
    {
      name: "the English edited after the Urdu was written: at the Urdu, with the fingerprint to write once it is checked",
      languages: englishAndUrdu,
      pages: [page("/", [hero({ en: "Door to door, every day.", ur: "ڈور ٹو ڈور۔", translatedFrom: { ur: fingerprint("Door to door.") } })])],
      findings: [
        {
          line: 11,
          column: 20,
          route: "/",
          messageId: "stale",
          data: { language: "Urdu", text: "Door to door, every day.", fingerprint: fingerprint("Door to door, every day."), code: "ur" },
        },
      ],
    },
  ],
});

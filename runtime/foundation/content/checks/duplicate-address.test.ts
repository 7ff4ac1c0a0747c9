import type { PagesFile } from "../../../../schema/index.ts";
import { lineIn, testCheck } from "../../../lint/testing/check-tester.ts";
import { duplicateAddress } from "./duplicate-address.ts";

const columnOf = (text: string, line: number, words: string) => text.split("\n")[line - 1]!.indexOf(words) + 1;
const destinations = (file: PagesFile) => file.families.destinations.entries;

testCheck(duplicateAddress, {
  valid: [{ name: "the shipped file: every address once, a 404 page" }],
  invalid: [
    {
      name: "a slug used twice, said once (its address clash is the same mistake)",
      change: (file) => void (destinations(file)[1]!.slug = destinations(file)[0]!.slug),
      findings: (text) => {
        const line = lineIn(text, '"slug": "karachi"');
        // The second karachi, Lahore's: the first is Karachi's own.
        const second = text.split("\n").findIndex((each, index) => index + 1 > line && each.includes('"slug": "karachi"')) + 1;
        return [
          {
            line: second,
            column: columnOf(text, second, '"karachi"'),
            messageId: "slugTaken",
            data: { slug: "karachi", noun: "destination", entry: "Lahore", other: "Karachi", number: 1 },
          },
        ];
      },
    },
    {
      name: "no page for addresses that do not exist",
      change: (file) => void (file.pages = file.pages.filter((page) => page.route !== "*")),
      findings: (text) => [{ line: lineIn(text, '"pages": ['), column: 12, messageId: "noNotFoundPage", data: {} }],
    },
  ],
});

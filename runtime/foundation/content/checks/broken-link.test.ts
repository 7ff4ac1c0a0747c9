import type { PagesFile } from "../../../../schema/index.ts";
import { lineIn, testCheck } from "../../../lint/testing/check-tester.ts";
import { describePlace } from "../where.ts";
import { brokenLink } from "./broken-link.ts";

const columnOf = (text: string, line: number, words: string) => text.split("\n")[line - 1]!.indexOf(words) + 1;

/** The first link of the header, and where it is. */
const headerLink = (file: PagesFile) => (file.navigation as unknown as { header: { links: { href: string }[] } }).header.links[0]!;

testCheck(brokenLink, {
  valid: [
    { name: "the shipped file: every link goes to a page" },
    { name: "a link to a part of a page that exists", change: (file) => void (headerLink(file).href = "/services#sea-freight") },
    // The form the site writes its addresses in: the page's folder.
    { name: "a link written with the trailing slash", change: (file) => void (headerLink(file).href = "/services/") },
    { name: "a link with the trailing slash to a part of a page", change: (file) => void (headerLink(file).href = "/services/#sea-freight") },
  ],
  invalid: [
    {
      name: "a link to a page that does not exist, with the likely one",
      change: (file) => void (headerLink(file).href = "/servicess"),
      findings: (text) => {
        const line = lineIn(text, '"href": "/servicess"');
        const where = describePlace("/navigation/header/links/0/href", JSON.parse(text));
        return [
          {
            line,
            column: columnOf(text, line, '"/servicess"'),
            messageId: "missingPage",
            data: { path: "/servicess", where, guess: " Did you mean /services?" },
          },
        ];
      },
    },
  ],
});

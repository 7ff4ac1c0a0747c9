import type { PagesFile } from "../../../../schema/index.ts";
import { lineIn, testCheck } from "../../../lint/testing/check-tester.ts";
import { describePlace } from "../where.ts";
import { placeholders } from "./placeholders.ts";

const about = (file: PagesFile) => file.pages.find((page) => page.route === "/about")!;
const columnOf = (text: string, line: number, words: string) => text.split("\n")[line - 1]!.indexOf(words) + 1;

testCheck(placeholders, {
  valid: [{ name: "the shipped file: every placeholder in a template, naming a field" }],
  invalid: [
    {
      name: "a placeholder on a page of its own",
      change: (file) => void (about(file).seo.title = "About us in {city} | Indus Cargo & Movers"),
      findings: (text) => {
        const line = lineIn(text, "About us in {city}");
        const data = JSON.parse(text) as PagesFile;
        const pointer = `/pages/${data.pages.findIndex((page) => page.route === "/about")}/seo/title`;
        return [
          {
            line,
            column: columnOf(text, line, '"About us in'),
            messageId: "outsideFamily",
            data: { placeholder: "{city}", where: describePlace(pointer, data) },
          },
        ];
      },
    },
    {
      name: "a family's route without {slug}",
      change: (file) => void (file.families.origins.route = "/from-pakistan"),
      findings: (text) => {
        const line = lineIn(text, '"route": "/from-pakistan"');
        return [{ line, column: columnOf(text, line, '"/from-pakistan"'), messageId: "routeWithoutSlug", data: { family: "origins" } }];
      },
    },
  ],
});

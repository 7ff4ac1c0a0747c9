import { lineIn, testCheck } from "../../../lint/testing/check-tester.ts";
import { missingPicture } from "./missing-picture.ts";

const karachi = "/images/cities/karachi.svg";

testCheck(missingPicture, {
  valid: [
    { name: "every picture in public/" },
    // The template's "{heroImage}" is filled with each entry's picture, which is looked for instead.
    { name: "a placeholder is not looked for", project: { isMissingPicture: (path) => path.includes("{") } },
  ],
  invalid: [
    {
      name: "a destination's picture missing from public/",
      project: { isMissingPicture: (path) => path === karachi },
      findings: (text) => {
        const line = lineIn(text, `"heroImage": "${karachi}"`);
        return [
          {
            line,
            column: text.split("\n")[line - 1]!.indexOf(`"${karachi}"`) + 1,
            messageId: "missing",
            data: { path: karachi, where: "the destination Karachi" },
          },
        ];
      },
    },
  ],
});

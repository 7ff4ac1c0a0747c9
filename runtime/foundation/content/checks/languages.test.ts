import { lineIn, testCheck, type ExpectedCheckFinding } from "../../../lint/testing/check-tester.ts";
import type { PagesFile, Translation } from "../../../../schema/index.ts";
import { languages } from "./languages.ts";

const arabic = { code: "ar", name: "العربية", locale: "ar_AE", dir: "rtl" } as const;
const tagline = (file: PagesFile) => file.site.tagline as Translation;

testCheck(languages, {
  valid: [
    { name: "the shipped file: English, then Urdu" },
    {
      name: "a third language declared, with words in it",
      change: (file) => {
        file.languages!.push(arabic);
        tagline(file).ar = "شحن بعناية من الإمارات إلى باكستان.";
      },
    },
  ],
  invalid: [
    {
      name: "words under a code the site does not declare, with the likely one",
      change: (file) => {
        tagline(file).urd = "یو اے ای سے پاکستان";
      },
      findings: (text) => [
        {
          line: lineIn(text, '"urd"'),
          column: 7,
          messageId: "undeclared",
          data: { name: "Urdu", code: "urd", declared: "en, ur", guess: ' Did you mean "ur" (Urdu)?' },
        },
      ],
    },
    {
      name: "a language declared twice, and one that is not first English",
      change: (file) => {
        file.languages = [file.languages![1]!, file.languages![0]!, file.languages![1]!];
      },
      findings: (text): ExpectedCheckFinding[] => [
        { line: lineIn(text, '"code": "ur"'), column: 15, messageId: "firstNotEnglish", data: { name: "Urdu" } },
        {
          line: text.split("\n").findLastIndex((line) => line.includes('"code": "ur"')) + 1,
          column: 15,
          messageId: "declaredTwice",
          data: { name: "Urdu", code: "ur" },
        },
      ],
    },
  ],
});

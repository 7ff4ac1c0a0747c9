import { englishAndUrdu, hero, page } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { uncheckedFacts } from "./unchecked-facts.ts";

const arabic = { code: "ar", name: "العربية", locale: "ar_AE", dir: "rtl" } as const;

testRule(uncheckedFacts, {
  valid: [
    { name: "English alone", pages: [page("/", [hero("Founded in 2008.")])] },
    { name: "English and Urdu: both are read", languages: englishAndUrdu, pages: [page("/", [hero({ en: "Founded in 2008.", ur: "2008 میں قائم" })])] },
  ],
  invalid: [
    {
      name: "Arabic: named once, at the language, whatever its pages say",
      languages: [...englishAndUrdu, arabic],
      pages: [page("/", [hero({ en: "Founded in 2008.", ar: "تأسست عام 2015" })]), page("/about", [hero({ en: "Since 2008.", ar: "منذ 2015" })])],
      findings: [{ line: 342, column: 16, messageId: "unread", data: { language: "Arabic", read: "English and Urdu" }, route: "/ar/" }],
    },
  ],
});

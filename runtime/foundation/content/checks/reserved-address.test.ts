import type { PagesFile } from "../../../../schema/index.ts";
import { lineIn, testCheck } from "../../../lint/testing/check-tester.ts";
import { reservedAddress } from "./reserved-address.ts";

const about = (file: PagesFile) => file.pages.find((page) => page.route === "/about")!;
const karachi = (file: PagesFile) => file.families.destinations.entries.find((entry) => entry.slug === "karachi")!;

testCheck(reservedAddress, {
  valid: [
    { name: "the shipped file" },
    { name: "an address that only starts like a reserved one", change: (file) => void (about(file).route = "/assets-and-more") },
  ],
  invalid: [
    {
      name: "a page under /api/",
      change: (file) => void (about(file).route = "/api/rates"),
      findings: (text) => [
        {
          line: lineIn(text, '"route": "/api/rates"'),
          column: 16,
          messageId: "page",
          data: { route: "/api/rates", why: "is under /api/, which is kept for the server that receives the forms (such as /api/leads)" },
        },
      ],
    },
    {
      name: "an alias under /admin/",
      change: (file) => void (karachi(file).aliases = ["/admin/karachi"]),
      findings: (text) => [
        {
          line: lineIn(text, '"/admin/karachi"'),
          column: 13,
          messageId: "alias",
          data: { alias: "/admin/karachi", entry: "the destination Karachi", why: "is under /admin/, which is kept for the site's administration" },
        },
      ],
    },
  ],
});

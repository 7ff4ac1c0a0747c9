import { baseEntry, hero, page } from "../testing/test-document.ts";
import { testRule } from "../testing/rule-tester.ts";
import { deadAction } from "./dead-action.ts";

const noTarget = { messageId: "noTarget", data: { label: "Get a Quote" } };

testRule(deadAction, {
  valid: [
    {
      name: "link buttons with a target, and call and whatsapp buttons",
      pages: [
        page("/", [
          hero("Ship with us.", {
            buttons: [
              { label: "Get a Quote", kind: "link", href: "/services/sea-freight" },
              { label: "Call Now", kind: "call" },
              { label: "WhatsApp", kind: "whatsapp" },
            ],
          }),
        ]),
      ],
    },
  ],
  invalid: [
    {
      name: "a link button without href",
      pages: [page("/", [hero("Ship with us.", { buttons: [{ label: "Get a Quote", kind: "link" }] })])],
      findings: [{ line: 11, column: 13, route: "/", ...noTarget }],
    },
    {
      name: "a template button is one finding for all its pages",
      families: {
        areas: {
          blocks: [hero("{description}", { buttons: [{ label: "Get a Quote", kind: "link" }] })],
          entries: [baseEntry("areas"), baseEntry("areas", { slug: "ajman", name: "Ajman" })],
        },
      },
      findings: [{ line: 95, column: 13, route: "/areas/dubai", routeCount: 2, ...noTarget }],
    },
  ],
});

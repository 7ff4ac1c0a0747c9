// dead-action: a button that looks clickable but goes nowhere.
import { ClaimSet } from "../claims/claim-set.ts";
import { defineRule } from "../define-rule.ts";

type Json = Record<string, unknown>;

export const deadAction = defineRule({
  name: "dead-action",
  meta: {
    kind: "problem",
    description: "A link button with no href: it shows but does nothing.",
    defaultLevel: "warn",
    messages: {
      noTarget:
        'The button "{{label}}" does nothing: it is a link button with no "href". Add the page it should open, for example "href": "/contact", or make it a call or whatsapp button',
    },
    staffMessages: {
      noTarget:
        'The button "{{label}}" does nothing: it is a link button with no link address. Give it the page it should open, for example /contact, or make it a call or WhatsApp button',
    },
  },
  create(context) {
    const buttons = new ClaimSet<string>((label) => label);
    // A button is the same in every language: found once, by its words in the first.
    const [first] = context.languages;
    for (const item of context.texts.items) {
      // A button is what the schema declares one ($defs/button), its words its label.
      if (item.context?.kind !== "action" || item.key !== "label" || item.language !== first) continue;
      const button = item.context.value as Json;
      if (button.kind !== "link" || typeof button.href === "string") continue;
      buttons.add({ pointer: item.context.pointer }, item.routes, item.text);
    }
    for (const { place, routes, value } of buttons.list()) {
      context.report({ messageId: "noTarget", data: { label: value }, place, routes });
    }
  },
});

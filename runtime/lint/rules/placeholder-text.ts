// placeholder-text: text a person still has to write, left as `pages new` or the editor's "Add" form
// wrote it ("TODO: describe shipping to Mardan ..."), which would otherwise go live as it is.
import { placeholderWord, matchesIn } from "../../foundation/content/index.ts";
import { defineRule } from "../define-rule.ts";
import { placeAt } from "../text-index.ts";

const marker = new RegExp(String.raw`\b${placeholderWord}\b`, "g");
/** The sentence quoted in the message: enough to recognise it. */
const quoted = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

export const placeholderText = defineRule({
  name: "placeholder-text",
  meta: {
    kind: "problem",
    description: `Text still holding a placeholder (${placeholderWord}: ...) that pages new or the editor wrote for a person to replace.`,
    defaultLevel: "warn",
    messages: {
      placeholder: 'Placeholder text "{{text}}": write the real text before publishing.',
    },
  },
  create(context) {
    // A template's text shows on every page of its family: one finding per place it is written.
    const reported = new Set<string>();
    for (const item of context.texts.items) {
      for (const match of matchesIn(item.text, marker)) {
        const place = placeAt(item, match.index);
        const key = `${place.pointer}:${place.offset}`;
        if (reported.has(key)) continue;
        reported.add(key);
        context.report({ messageId: "placeholder", data: { text: quoted(item.text.slice(match.index)) }, place, routes: item.routes });
      }
    }
  },
});

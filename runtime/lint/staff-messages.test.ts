// What the checks say to the company's staff (the editor, the admin's Publish page): a message that
// names what only the file has ("href", a slug, a fingerprint, public/) has the staff's words too,
// with none of those, filled from the same data.
import { describe, expect, it } from "vitest";
import { checks } from "../foundation/content/checks/index.ts";
import type { RuleMeta, Messages } from "../foundation/content/index.ts";
import { developerWordsIn } from "../testing/developer-words.ts";
import { rules } from "./rules/index.ts";

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{([\w-]+)\}\}/g)].map((match) => match[1]));
/**
 * A message's own words: what fills a placeholder (a page's address, a text of the site) is not its
 * wording, nor is a placeholder of the site's texts the staff type themselves ({city}, {slug}).
 */
const wording = (text: string) => text.replace(/\{\{[\w-]+\}\}/g, "…").replace(/\{[a-zA-Z]+\}/g, "{…}");

const metas: [string, RuleMeta<Messages>][] = [...Object.values(rules), ...Object.values(checks)].map((rule) => [rule.name, rule.meta]);

describe("the checks' messages for the staff", () => {
  it("exist for every message in a developer's words, and have none of them", () => {
    const missing: string[] = [];
    const stillDeveloper: string[] = [];
    for (const [name, meta] of metas) {
      for (const [id, message] of Object.entries(meta.messages)) {
        const staff = meta.staffMessages?.[id];
        if (staff === undefined) {
          const words = developerWordsIn(wording(message));
          if (words.length > 0) missing.push(`${name}/${id}: ${words.join(", ")}`);
        } else {
          const words = developerWordsIn(wording(staff));
          if (words.length > 0) stillDeveloper.push(`${name}/${id}: ${words.join(", ")}`);
        }
      }
    }
    expect(missing, "messages with no words for the staff").toEqual([]);
    expect(stillDeveloper, "messages for the staff in a developer's words").toEqual([]);
  });

  it("are of messages that exist, and use only what their message is filled with", () => {
    for (const [name, meta] of metas) {
      for (const [id, staff] of Object.entries(meta.staffMessages ?? {})) {
        const message = meta.messages[id];
        expect(message, `${name}/${id} is one of its messages`).toBeDefined();
        const known = placeholders(message!);
        expect(
          [...placeholders(staff!)].filter((placeholder) => !known.has(placeholder)),
          `${name}/${id}`,
        ).toEqual([]);
      }
    }
  });
});

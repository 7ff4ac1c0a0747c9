// The greeting a WhatsApp message to a lead starts with: the company's words from pages.json, in the
// language the lead was sent in, for every language the shipped file gives them in.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PagesFile } from "../../../schema/index.ts";
import { translationsOf } from "../../foundation/content/index.ts";
import { replyGreeting } from "./reply-greeting.ts";

const shipped = (JSON.parse(readFileSync(new URL("../../../pages.json", import.meta.url), "utf8")) as PagesFile).site.leads?.replyGreeting;

describe("replyGreeting", () => {
  it("is written in pages.json in every language of the site, with the sender's name in it", () => {
    expect(shipped).toBeDefined();
    if (typeof shipped !== "object") throw new Error("site.leads.replyGreeting is not translated");
    const file = JSON.parse(readFileSync(new URL("../../../pages.json", import.meta.url), "utf8")) as PagesFile;
    const translated = translationsOf(shipped);
    expect(translated.map(([code]) => code).sort()).toEqual(
      (file.languages ?? [])
        .map((language) => language.code)
        .filter((code) => code !== "en")
        .sort(),
    );
    for (const [code, words] of [["en", shipped.en] as const, ...translated]) {
      expect(words, code).toContain("{name}");
      expect(replyGreeting(shipped, code, "Sara"), code).toBe(words.replace("{name}", "Sara"));
    }
  });

  it("falls back to the English for a language it has no words in, or an unknown one, and to nothing when the site has none", () => {
    const text = { en: "Hello {name}, thanks.", xx: "Salam {name}!" };
    expect(replyGreeting(text, "xx", "Sara")).toBe("Salam Sara!");
    expect(replyGreeting(text, "yy", "Sara")).toBe("Hello Sara, thanks.");
    expect(replyGreeting(text, null, "Sara")).toBe("Hello Sara, thanks.");
    expect(replyGreeting("Plain words for everyone.", "xx", "Sara")).toBe("Plain words for everyone.");
    expect(replyGreeting(undefined, "xx", "Sara")).toBe("");
  });

  it("leaves out a missing name, and the invisible characters of a typed one", () => {
    expect(replyGreeting({ en: "Hello {name}, thanks." }, null, "  ")).toBe("Hello, thanks.");
    expect(replyGreeting({ en: "Hello {name}, thanks." }, null, "Sa\u202era\u0007")).toBe("Hello Sara, thanks.");
    // A name that looks like a placeholder is only words.
    expect(replyGreeting({ en: "Hello {name}, thanks." }, null, "{name}")).toBe("Hello {name}, thanks.");
  });
});

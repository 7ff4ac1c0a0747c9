import { describe, expect, it } from "vitest";
import { foundingYears } from "./founding-years.ts";
import { grammarsFor, hasGrammar } from "./grammar.ts";

describe("the grammar a text is read with", () => {
  it("is its page's language's own, after English's; a language without one has English's only", () => {
    expect(grammarsFor("en")).toEqual(["en"]);
    expect(grammarsFor("ur")).toEqual(["en", "ur"]);
    expect(grammarsFor("ar")).toEqual(["en"]);
    expect([hasGrammar("ur"), hasGrammar("ps"), hasGrammar("urd")]).toEqual([true, false, false]);
  });

  it("is chosen by the language, never by the letters", () => {
    const urduWords = "2008 میں قائم ہونے والی کمپنی";
    expect(foundingYears(urduWords, "ur")).toEqual([{ index: 0, year: 2008 }]);
    expect(foundingYears(urduWords, "ps")).toEqual([]);
    expect(foundingYears(urduWords, "en")).toEqual([]);
    // English on any page: the words a page shows where its language has none yet.
    expect(foundingYears("Founded in 2008.", "ps")).toEqual([{ index: 0, year: 2008 }]);
  });
});

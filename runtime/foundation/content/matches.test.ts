import { describe, expect, it } from "vitest";
import { matchesIn } from "./matches.ts";

describe("matchesIn", () => {
  const same = (text: string, pattern: RegExp) => {
    const expected = [...text.matchAll(pattern)].map((match) => ({ index: match.index, groups: [...match], indices: match.indices }));
    const found = matchesIn(text, pattern).map((match) => ({ index: match.index, groups: [...match], indices: match.indices }));
    expect(found).toEqual(expected);
    expect(pattern.lastIndex).toBe(0);
  };

  it("finds what matchAll finds: groups, indices, none at all", () => {
    same("5,000+ customers and 200 parcels", /(\d[\d,]*)(\+)?\s+(customers|parcels)/dg);
    same("nothing here", /\d+/g);
    same("", /x/g);
  });

  it("steps over an empty match by a character, or by a code point with the u flag", () => {
    same("ab", /x*/g);
    same("a😀b", /x*/gu);
    same("a😀b", /x*/g);
  });

  it("starts at the beginning whatever the pattern was last left at, and is the same on a second call", () => {
    const pattern = /\d/g;
    pattern.lastIndex = 3;
    expect(matchesIn("1 2 3", pattern).map((match) => match[0])).toEqual(["1", "2", "3"]);
    expect(matchesIn("1 2 3", pattern).map((match) => match[0])).toEqual(["1", "2", "3"]);
  });

  it("refuses a pattern that is not global, as matchAll does", () => {
    expect(() => matchesIn("1", /\d/)).toThrow(/needs a global pattern/);
  });
});

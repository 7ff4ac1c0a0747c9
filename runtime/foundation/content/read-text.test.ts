import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { depthLimit, parseData, parseText } from "./read-text.ts";

const shipped = readFileSync(new URL("../../../pages.json", import.meta.url), "utf8");
const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

/** What parseText says of a text, as parseData gives it. */
function asParseData(text: string) {
  const parsed = parseText(text, "pages.json");
  return parsed.status === "parsed" ? { status: "parsed", data: parsed.data } : { status: parsed.status, problems: parsed.problems };
}

describe("parseData, the reading of a text for its data alone", () => {
  it("gives the data parseText gives", () => {
    expect(parseData(shipped, "pages.json")).toEqual(asParseData(shipped));
  });

  it("gives parseText's problems, at their places, for a text that is not JSON", () => {
    const broken = shipped.replace('"site": {', '"site": {,');
    const read = parseData(broken, "pages.json");
    expect(read.status).toBe("invalid-json");
    expect(read).toMatchObject(asParseData(broken));
  });

  it("refuses what parseText refuses for its nesting, and reads what it reads, at the limit and around it", () => {
    for (const levels of [depthLimit - 3, depthLimit - 2, depthLimit - 1, depthLimit, depthLimit + 1, depthLimit * 50]) {
      const text = nested(levels);
      expect(parseData(text, "pages.json"), `${levels} levels`).toMatchObject(asParseData(text));
    }
    expect(parseData(nested(depthLimit + 1), "pages.json").status).toBe("invalid-json");
    expect(parseData(nested(depthLimit - 3), "pages.json").status).toBe("parsed");
  });

  it("counts the nesting of groups and lists inside strings as text", () => {
    const text = JSON.stringify({ note: nested(depthLimit * 2), list: [[{ a: [] }]] });
    expect(parseData(text, "pages.json")).toEqual({ status: "parsed", data: JSON.parse(text) });
  });
});

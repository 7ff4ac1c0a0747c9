// The fields that keep navigation bounded and the full list grouped (limit, seeAll, featured,
// province and its names, the place-index block), each written wrong in a copy of the shipped pages.json: every
// mistake is reported at its place, in plain words. Positions are found in the copy's own text.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { nodeValidation } from "../../server/index.ts";
import { validateText } from "./validate.ts";

const projectDir = fileURLToPath(new URL("../../../", import.meta.url));
const shipped = readFileSync(join(projectDir, "pages.json"), "utf8");
const check = (text: string) => validateText(text, "pages.json", nodeValidation({ publicDir: join(projectDir, "public"), env: {} }));

/** The shipped text with `from` (found after `after`) replaced by `to`, and the 1-based position of the replacement's value. */
function broken(after: string, from: string, to: string) {
  const start = shipped.indexOf(after);
  expect(start, after).toBeGreaterThanOrEqual(0);
  const at = shipped.indexOf(from, start);
  expect(at, from).toBeGreaterThanOrEqual(0);
  const text = shipped.slice(0, at) + to + shipped.slice(at + from.length);
  const valueAt = at + to.indexOf(":") + 2;
  const before = text.slice(0, valueAt);
  return { text, line: before.split("\n").length, column: valueAt - before.lastIndexOf("\n") };
}

/** The shipped text without the property `name` (text or a translation) found after `after`. */
function without(after: string, name: string): string {
  const start = shipped.indexOf(after);
  expect(start, after).toBeGreaterThanOrEqual(0);
  const property = new RegExp(`"${name}": (\\{(?:[^{}]|\\{[^{}]*\\})*\\}|"[^"]*"),\\s*`, "y");
  const at = shipped.indexOf(`"${name}":`, start);
  property.lastIndex = at;
  const match = property.exec(shipped);
  expect(match, name).not.toBeNull();
  return shipped.slice(0, at) + shipped.slice(at + match![0].length);
}

/** The one problem validate finds in the text. */
function onlyProblem(text: string) {
  const result = check(text);
  expect(result.status).toBe("invalid");
  expect(result.problems.map((problem) => problem.message)).toHaveLength(1);
  return result.problems[0]!;
}

describe("the navigation's limit and seeAll", () => {
  it("the shipped file is valid with them", () => {
    expect(check(shipped).status).toBe("valid");
  });

  it("a limit below 1 is refused at the limit", () => {
    const { text, line, column } = broken('"en": "Pakistan Cities"', '"limit": 20', '"limit": 0');
    expect(onlyProblem(text)).toMatchObject({
      message: '"limit" in the second navigation bar is 0; it must be at least 1.',
      place: { pointer: "/navigation/secondary/menus/2/limit", line, column },
    });
  });

  it("a see-all link to a page that does not exist is refused, with the address it probably meant", () => {
    const { text, line, column } = broken('"en": "All cities"', '"href": "/service-areas"', '"href": "/service-area"');
    expect(onlyProblem(text)).toMatchObject({
      message: "The link to /service-area in the second navigation bar goes to a page that does not exist. Did you mean /service-areas?",
      place: { pointer: "/navigation/secondary/menus/2/seeAll/href", line, column },
    });
  });

  it("a see-all link must be a page of this site", () => {
    const { text } = broken('"en": "Cities"', '"href": "/service-areas"', '"href": "https://example.com/cities"');
    const problem = onlyProblem(text);
    expect(problem.place.pointer).toBe("/navigation/footer/columns/2/seeAll/href");
    expect(problem.message).toContain("is not a valid address on this site");
  });

  it("a see-all link needs its words", () => {
    const text = without('"limit": 20', "label");
    expect(onlyProblem(text).message).toContain('is missing "label"');
  });
});

describe("featured and province on entries", () => {
  it("featured must be true or false", () => {
    const { text, line, column } = broken('"slug": "karachi"', '"featured": true', '"featured": "yes"');
    expect(onlyProblem(text)).toMatchObject({
      message: '"featured" in the destination Karachi should be true or false, but it is the text "yes".',
      place: { pointer: "/families/destinations/entries/0/featured", line, column },
    });
  });

  it("featured is allowed on every family's entries", () => {
    const text = shipped
      .replace('"slug": "sea-freight",', '"slug": "sea-freight",\n          "featured": true,')
      .replace('"slug": "al-ain",', '"slug": "al-ain",\n          "featured": false,');
    expect(text).not.toBe(shipped);
    expect(check(text).status).toBe("valid");
  });

  it("a province that is not one of Pakistan's is refused, with the list and the likely one", () => {
    const { text, line, column } = broken('"slug": "karachi"', '"province": "Sindh"', '"province": "Sind"');
    const problem = onlyProblem(text);
    expect(problem.place).toMatchObject({ pointer: "/families/destinations/entries/0/province", line, column });
    expect(problem.message).toContain('The text "Sind" is not a valid "province" in the destination Karachi. Did you mean "Sindh"?');
    expect(problem.message).toContain('"Khyber Pakhtunkhwa", "Balochistan", "Islamabad Capital Territory", "Azad Jammu and Kashmir", "Gilgit-Baltistan"');
  });

  it("a province's name left out is asked for, at the list of names", () => {
    const problem = onlyProblem(without('"provinces": {', "Sindh"));
    expect(problem.place.pointer).toBe("/labels/provinces");
    expect(problem.message).toBe('The list of province names in the labels is missing "Sindh": add it. The name visitors read for Sindh.');
  });

  it("a province on a UAE area is refused: only destinations have one", () => {
    const text = shipped.replace('"slug": "dubai",', '"slug": "dubai",\n          "province": "Sindh",');
    expect(onlyProblem(text).message).toContain('"province" is not something');
  });
});

describe("the place-index block", () => {
  it("needs its search box's label", () => {
    const text = without('"type": "place-index"', "searchLabel");
    const problem = onlyProblem(text);
    expect(problem.message).toMatch(/^The place-index block on page \/service-areas is missing "searchLabel": add it\./);
  });

  it("groups only by a field entries have", () => {
    const { text } = broken('"type": "place-index"', '"field": "province"', '"field": "city"');
    const problem = onlyProblem(text);
    expect(problem.place.pointer).toMatch(/^\/pages\/\d+\/blocks\/\d+\/groupBy\/field$/);
    expect(problem.message).toContain('Allowed values: "province"');
  });
});

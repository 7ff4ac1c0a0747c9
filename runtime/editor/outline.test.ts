// The outline and the places of problems, in the staff's words: pages and blocks by name, what
// only developers change in one Advanced fold, and a problem placed by outline name and field title.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../server/index.ts";
import { advancedId, itemFor, outlineOf, type OutlineItem } from "./outline.ts";
import { placeInWords } from "./place-words.ts";

const shipped = JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as { families: { destinations: { entries: { city: { en: string } }[] } } };
const outline = outlineOf(shipped);
const named = (label: string, items: readonly OutlineItem[] = outline): OutlineItem => {
  const found = items.find((item) => item.label === label);
  if (!found) throw new Error(`no item "${label}" among ${items.map((item) => item.label).join(", ")}`);
  return found;
};

describe("the outline", () => {
  it("names the home page and the page for an unknown address in words", () => {
    const pages = named("Pages").children.map((item) => item.label);
    expect(pages).toContain("Home page");
    expect(pages).toContain("Page not found");
    expect(pages).not.toContain("/");
  });

  it("keeps what only developers change in the Advanced fold, out of the company facts' form", () => {
    const advanced = named("Advanced");
    expect(advanced.pointer).toBe(advancedId);
    expect(advanced.children.map((item) => item.pointer)).toEqual(
      expect.arrayContaining(["/families/services/blocks", "/lint", "/site/behaviour", "/site/leads"]),
    );
    expect(named("Company facts").omit).toEqual(["behaviour", "leads"]);
    // A problem of a lead setting opens the Advanced item that edits it, not the company facts.
    expect(itemFor(outline, "/site/leads/storeFile")?.label).toBe("Lead settings");
  });
});

describe("the labels", () => {
  it("have an item of their own, so a label's problem (a province's name without its Urdu) opens its form", () => {
    expect(itemFor(outline, "/labels/provinces/Punjab/ur")?.pointer).toBe("/labels");
    expect(placeInWords("/labels/provinces/Khyber Pakhtunkhwa/ur", shipped, outline)).toBe("Labels, Khyber Pakhtunkhwa");
  });
});

describe("a problem's place", () => {
  const last = shipped.families.destinations.entries.length - 1;
  const city = shipped.families.destinations.entries[last]!.city.en;

  it("is the outline's name of what holds it and its field's title", () => {
    expect(placeInWords(`/families/destinations/entries/${last}/city`, shipped, outline)).toBe(`${city}, City`);
  });

  it("names a translated text's field for either of its languages", () => {
    expect(placeInWords(`/families/destinations/entries/${last}/description/ur`, shipped, outline)).toBe(`${city}, Description`);
  });

  it("is the item alone when the problem is the item itself", () => {
    expect(placeInWords(`/families/destinations/entries/${last}`, shipped, outline)).toBe(city);
  });
});

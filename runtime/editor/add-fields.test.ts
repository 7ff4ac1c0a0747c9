// The Add form shows each problem adding would bring at the box it comes from, in the form's words:
// the problems are the file's validation's and addEntry's refusals, found by the worker's look ahead.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { kindSpecs, type NewEntryInput } from "../foundation/content/index.ts";
import { cachedSchemaValidator, projectRoot } from "../server/index.ts";
import { addFieldOf, placePreview, placeProblems, refusalWords } from "./add-fields.ts";
import { previewAdd, type AddPreview } from "./add-preview.ts";

const shipped = readFileSync(join(projectRoot, "pages.json"), "utf8");
const pictures = [...new Set([...shipped.matchAll(/"(\/(?:images|icons)\/[^"]+)"/g)].map((match) => match[1]!))];
const six = ["Sheikh Maltoon", "Bagh-e-Naran", "Toru", "Shergarh", "Takht Bhai", "Katlang"];

function preview(input: Partial<NewEntryInput>, change: (document: Record<string, unknown>) => void = () => {}): AddPreview {
  const document = JSON.parse(shipped) as Record<string, unknown>;
  change(document);
  const request = { id: 1, baseText: shipped, document, publicFiles: pictures, file: "pages.json", leadStore: null, schema: cachedSchemaValidator() };
  return previewAdd({ ...request, input: { kind: "destination", name: "Mardan", list: six, ...input } }).preview;
}

function placed(input: Partial<NewEntryInput>) {
  const answer = preview(input);
  if (answer.status !== "checked") throw new Error(`refused: ${answer.reason}`);
  return placeProblems(answer.problems, `/families/destinations/entries/${answer.index}`, kindSpecs.destination);
}

describe("where a problem of a new entry shows in the Add form", () => {
  const entry = "/families/destinations/entries/16";
  it.each([
    ["/slug", "slug"],
    ["/city", "name"],
    ["/city/en", "name"],
    ["/city/ur", "name:ur"],
    ["/city/ar", "name:ar"],
    ["/areas", "list"],
    ["/areas/4", "list"],
    ["/areas/4/en", "list"],
    ["/areas/4/ur", "list:ur"],
    ["/province", "province"],
    ["", null],
    ["/description", null],
  ])("at %s: the %s box", (at, field) => {
    expect(addFieldOf(`${entry}${at}`, entry, kindSpecs.destination)).toBe(field);
  });

  it("places an area's office phone and neighbourhoods, and nothing of another entry", () => {
    expect(addFieldOf("/families/areas/entries/8/officePhone", "/families/areas/entries/8", kindSpecs.area)).toBe("phone");
    expect(addFieldOf("/families/areas/entries/8/neighbourhoods/2/ur", "/families/areas/entries/8", kindSpecs.area)).toBe("list:ur");
    expect(addFieldOf("/families/areas/entries/18/name", "/families/areas/entries/1", kindSpecs.area)).toBeNull();
  });
});

describe("what the look ahead finds, at its box", () => {
  it("five neighbourhoods: at the neighbourhoods, as the file's check says it", () => {
    expect(placed({ list: six.slice(0, 5) })).toEqual({
      at: { list: ["Mardan has 5 neighbourhoods; a destination needs exactly 6."] },
      elsewhere: [],
    });
  });

  it("an end of the address that is not one: at its box, with an example and no word of code", () => {
    const words = placed({ slug: "Mardan City!" }).at.slug!;
    expect(words).toEqual(['Use only lower-case letters, digits and single hyphens, with no spaces: for example "mardan-city".']);
  });

  it("a neighbourhood listed twice", () => {
    expect(placed({ list: [...six.slice(0, 5), "Toru"] }).at.list).toEqual(['"Toru" is listed twice; each one must be different.']);
  });

  it("an address another destination has: refused as addEntry refuses it, and checked all the same for the rest", () => {
    const answer = preview({ slug: "lahore", list: six.slice(0, 5) });
    expect(answer).toMatchObject({ status: "checked", taken: { reason: "slug-taken", field: "slug" } });
    // The file's own word for the taken address is the refusal's: said once, first at its box.
    expect(placePreview(answer, "/families/destinations/entries", "destination")).toEqual({
      at: {
        slug: ["Lahore already has this page address; choose another ending."],
        list: ["Mardan has 5 neighbourhoods; a destination needs exactly 6."],
      },
      elsewhere: [],
    });
  });

  it("a name that is taken: at the name box", () => {
    const answer = preview({ name: "karachi" });
    expect(answer.status === "checked" && answer.taken && [answer.taken.field, refusalWords(answer.taken, "destination")]).toEqual([
      "name",
      "There is already a destination called Karachi.",
    ]);
  });

  it("Urdu neighbourhoods that do not match the English ones: refused at their box", () => {
    const answer = preview({ translations: { ur: { list: ["ایک", "دو"] } } });
    expect(answer).toMatchObject({ status: "refused", reason: "list-count", field: "list", language: "ur" });
    expect(placePreview(answer, "/families/destinations/entries", "destination")).toEqual({
      at: { "list:ur": ["Give as many neighbourhoods in Urdu (2) as in English (6), in the same order."] },
      elsewhere: [],
    });
  });

  it("a complete entry: no problem, the address it creates and the menus it shows in", () => {
    const answer = preview({ province: "Khyber Pakhtunkhwa" });
    expect(answer).toMatchObject({ status: "checked", taken: null, problems: [], index: 16, route: "/pakistan-cargo-to-mardan" });
    expect(answer.status === "checked" && answer.entry).toMatchObject({ slug: "mardan", city: "Mardan", province: "Khyber Pakhtunkhwa" });
  });

  it("only the problems adding brings: one the file already has is not the new entry's", () => {
    const answer = preview({}, (document) => {
      (document.site as Record<string, unknown>).phone = "050";
    });
    expect(answer).toMatchObject({ status: "checked", problems: [] });
  });
});

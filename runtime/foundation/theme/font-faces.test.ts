// The typefaces by script: which typeface a language's pages get from its code alone, what a
// language's `font` chooses instead, their fallbacks, and that the schema offers exactly the table's typefaces.
import { describe, expect, it } from "vitest";
import { schemaSet } from "../../../schema/index.ts";
import { fontOf, isFontId, scriptOf, typefaceById, typefaces } from "./font-faces.ts";
import { fontFamily } from "./tokens.ts";

describe("the typefaces by script", () => {
  it("sets Urdu in Nastaliq, Arabic, Persian and Pashto in Naskh, by the first part of their code", () => {
    expect(["ur", "ur-PK", "UR-in"].map(scriptOf)).toEqual(["nastaliq", "nastaliq", "nastaliq"]);
    expect(["ar", "ar-AE", "fa", "fa-AF", "ps"].map(scriptOf)).toEqual(["naskh", "naskh", "naskh", "naskh", "naskh"]);
  });

  it("has none for Latin and any other script: those languages use the reader's own fonts", () => {
    expect(["en", "en-GB", "de", "tr", "hi", "zh-Hans", "", "urdu", "par"].map(scriptOf)).toEqual(Array(9).fill(null));
  });

  it("gives a language the typeface of its script with no font key, and the one it names otherwise", () => {
    expect(fontOf({ code: "ar" })).toBe("noto-naskh-arabic");
    expect(fontOf({ code: "ur" })).toBe("noto-nastaliq-urdu");
    expect(fontOf({ code: "en" })).toBeNull();
    expect(fontOf({ code: "ur", font: "noto-naskh-arabic" })).toBe("noto-naskh-arabic");
    expect(fontOf({ code: "fa", font: "none" })).toBeNull();
    expect(fontOf({ code: "en", font: "noto-naskh-arabic" })).toBe("noto-naskh-arabic");
  });

  it("finds each typeface by its id, and nothing by any other name", () => {
    for (const face of Object.values(typefaces)) {
      expect(isFontId(face.id)).toBe(true);
      expect(typefaceById(face.id).family).toBe(face.family);
    }
    for (const name of ["constructor", "none", "noto-nastaliq-urdu.woff2", "../noto-naskh-arabic", ""]) expect(isFontId(name)).toBe(false);
  });

  it("gives each script's letters more room between lines than Latin, Nastaliq the most", () => {
    const { nastaliq, naskh } = typefaces;
    for (const step of ["tight", "snug", "normal", "relaxed"] as const) {
      expect(naskh.leading[step]).toBeGreaterThan(1.15);
      expect(nastaliq.leading[step]).toBeGreaterThan(naskh.leading[step]);
    }
  });

  it("names as a fallback no family the site's own list already has, nor the typeface itself", () => {
    // A family a device lacks costs a lookup per size and weight on the first layout; one the site's
    // list names anyway (system-ui is Segoe UI on Windows) only adds that cost where it is missing.
    const families = (list: string) => list.split(",").map((name) => name.trim().replace(/^"|"$/g, ""));
    const own = families(fontFamily);
    for (const face of Object.values(typefaces)) {
      const fallback = families(face.fallback);
      expect(
        fallback.filter((name) => own.includes(name) || name === face.family),
        face.id,
      ).toEqual([]);
      expect(new Set(fallback).size, face.id).toBe(fallback.length);
    }
  });

  it("is what the schema offers a language's font, and none", () => {
    const language = (schemaSet.root.$defs as Record<string, { properties: { font: { enum: string[] } } }>).language!;
    expect(language.properties.font.enum).toEqual([...Object.values(typefaces).map((face) => face.id), "none"]);
  });
});

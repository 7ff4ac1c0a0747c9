import { describe, expect, it } from "vitest";
import { schemaCatalogue, schemaMessage } from "./schema-catalogue.ts";

describe("the catalogue of schema messages", () => {
  it("gives every entry a stable id, a title and a hint", () => {
    for (const [id, entry] of Object.entries(schemaCatalogue)) {
      expect(id, id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(entry.title.length, id).toBeGreaterThan(5);
      expect(entry.hint, id).toMatch(/\.$/);
    }
  });

  it("makes a problem's code, message id, values and message from one entry", () => {
    expect(schemaMessage("invalid-phone", { text: "050", where: "the company facts (site)" })).toEqual({
      code: "invalid-phone",
      messageId: "invalid-phone",
      data: { text: "050", where: "the company facts (site)" },
      message: '"050" in the company facts (site) is not a UAE phone number: write +971 then 8 or 9 digits, for example +971 4 000 0000.',
    });
    expect(schemaMessage("unknown-field", { field: "titel", where: "the hero block", guess: "title", allowed: "title, text" }).message).toBe(
      '"titel" is not something the hero block can have. Did you mean "title"? It can have: title, text.',
    );
  });
});

// The walker picks a choice of the schema by what the value is: a block by its type, an object with
// no type by the properties it has. Read wrong, a footer column of a family's pages was taken for a
// column of links, and its see-all link's words were no text at all: not read by the lint, not
// translated, not given the editor's text box.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sharedDefinition } from "./schema-nodes.ts";
import { mayHoldKinds } from "./field-kinds.ts";
import { fieldsOfKind, walkDocument } from "./fields.ts";

const footer = (columns: unknown[]) => ({ navigation: { footer: { columns } } });
const textsAt = (document: object) => fieldsOfKind(document, "text").map((field) => field.pointer);
const linksAt = (document: object) => fieldsOfKind(document, "link").map((field) => field.pointer);

describe("a choice between objects with no type", () => {
  it("is the one whose properties the object has: a family's column and its see-all link", () => {
    const document = footer([{ title: "Cities", family: "destinations", limit: 20, seeAll: { label: "All cities", href: "/service-areas" } }]);
    expect(textsAt(document)).toEqual(["/navigation/footer/columns/0/title", "/navigation/footer/columns/0/seeAll/label"]);
    expect(linksAt(document)).toEqual(["/navigation/footer/columns/0/seeAll/href"]);
  });

  it("is the column of links when the object has links", () => {
    const document = footer([{ title: "Company", links: [{ label: "About", href: "/about" }] }]);
    expect(textsAt(document)).toEqual(["/navigation/footer/columns/0/title", "/navigation/footer/columns/0/links/0/label"]);
    expect(linksAt(document)).toEqual(["/navigation/footer/columns/0/links/0/href"]);
  });

  it("tells the two apart in one list, in either order", () => {
    const links = { title: "Company", links: [{ label: "About", href: "/about" }] };
    const family = { title: "Cities", family: "destinations", seeAll: { label: "All cities", href: "/service-areas" } };
    expect(linksAt(footer([family, links]))).toEqual(["/navigation/footer/columns/0/seeAll/href", "/navigation/footer/columns/1/links/0/href"]);
  });

  it("is the same whatever order the object's properties are written in", () => {
    const written = { title: "Cities", family: "destinations", seeAll: { label: "All cities", href: "/service-areas" } };
    const reordered = { seeAll: { href: "/service-areas", label: "All cities" }, family: "destinations", title: "Cities" };
    expect(linksAt(footer([written, reordered]))).toEqual(["/navigation/footer/columns/0/seeAll/href", "/navigation/footer/columns/1/seeAll/href"]);
    expect(textsAt(footer([reordered]))).toEqual(["/navigation/footer/columns/0/seeAll/label", "/navigation/footer/columns/0/title"]);
  });
});

describe("the fields of a kind", () => {
  it("are every field of a kind that the whole walk meets, though the walk for them skips what can hold none", () => {
    const shipped = JSON.parse(readFileSync(new URL("../../../pages.json", import.meta.url), "utf8")) as object;
    const everyField: string[] = [];
    let visited = 0;
    walkDocument(shipped, (field) => {
      visited++;
      if (field.kind !== null) everyField.push(`${field.kind} ${field.pointer}`);
    });
    const kinds = [...new Set(everyField.map((field) => field.slice(0, field.lastIndexOf(" /"))))];
    expect(kinds.length).toBeGreaterThan(5);
    const byKind = kinds.flatMap((kind) => fieldsOfKind(shipped, kind as Parameters<typeof fieldsOfKind>[1]).map((field) => `${kind} ${field.pointer}`));
    expect(byKind.sort()).toEqual(everyField.sort());
    expect(visited).toBeGreaterThan(byKind.length);
  });

  it("are not looked for inside a text, whose languages hold none, nor inside a number", () => {
    expect(mayHoldKinds(sharedDefinition("text"))).toBe(false);
    expect(mayHoldKinds({ schema: { type: "integer" }, file: "schema/pages.schema.json" })).toBe(false);
    expect(mayHoldKinds({ schema: { type: "array", items: { $ref: "#/$defs/imagePath" } }, file: "schema/defs.schema.json" })).toBe(true);
  });
});

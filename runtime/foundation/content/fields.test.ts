// The walker picks a choice of the schema by what the value is: a block by its type, an object with
// no type by the properties it has. Read wrong, a footer column of a family's pages was taken for a
// column of links, and its see-all link's words were no text at all: not read by the lint, not
// translated, not given the editor's text box.
import { describe, expect, it } from "vitest";
import { fieldsOfKind } from "./fields.ts";

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
});

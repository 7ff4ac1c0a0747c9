import { describe, expect, it } from "vitest";
import type { CollectionItem } from "../foundation/content/types.ts";
import { familyLinks } from "./family-links.ts";

const items: CollectionItem[] = ["a", "b", "c", "d", "e"].map((slug) => ({ slug, label: slug.toUpperCase(), route: `/to-${slug}`, description: "" }));
const none = () => false;
const featuredAt =
  (...indexes: number[]) =>
  (index: number) =>
    indexes.includes(index);
const labels = (links: { label: string }[]) => links.map((link) => link.label);
const seeAll = { label: "All places", href: "/places" };

describe("familyLinks", () => {
  it("lists every entry in the family's order without a limit, and no see-all link", () => {
    const shown = familyLinks(items, none, { seeAll });
    expect(labels(shown.links)).toEqual(["A", "B", "C", "D", "E"]);
    expect(shown.links[0]).toEqual({ label: "A", href: "/to-a/" });
    expect(shown.seeAll).toBeUndefined();
  });

  it("stops at the limit and then adds the see-all link", () => {
    expect(familyLinks(items, none, { limit: 3, seeAll })).toEqual({
      links: [
        { label: "A", href: "/to-a/" },
        { label: "B", href: "/to-b/" },
        { label: "C", href: "/to-c/" },
      ],
      seeAll,
    });
  });

  it("shows no see-all link when the limit leaves nothing out", () => {
    expect(familyLinks(items, none, { limit: 5, seeAll }).seeAll).toBeUndefined();
    expect(familyLinks(items, none, { limit: 20, seeAll }).seeAll).toBeUndefined();
    expect(labels(familyLinks(items, none, { limit: 20, seeAll }).links)).toEqual(["A", "B", "C", "D", "E"]);
  });

  it("puts featured entries first, in the family's order, then the others in order", () => {
    expect(labels(familyLinks(items, featuredAt(3, 1), {}).links)).toEqual(["B", "D", "A", "C", "E"]);
    expect(labels(familyLinks(items, featuredAt(4), { limit: 2, seeAll }).links)).toEqual(["E", "A"]);
  });

  it("keeps the first featured entries when there are more than the limit", () => {
    const shown = familyLinks(items, featuredAt(1, 2, 3, 4), { limit: 3, seeAll });
    expect(labels(shown.links)).toEqual(["B", "C", "D"]);
    expect(shown.seeAll).toEqual(seeAll);
  });

  it("has nothing to show for an empty family", () => {
    expect(familyLinks([], none, { limit: 3, seeAll })).toEqual({ links: [] });
  });

  it("leaves out entries without a see-all link when none is given (a footer column may only want a few)", () => {
    expect(familyLinks(items, none, { limit: 2 })).toEqual({
      links: [
        { label: "A", href: "/to-a/" },
        { label: "B", href: "/to-b/" },
      ],
    });
  });
});

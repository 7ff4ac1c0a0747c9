import { describe, expect, it } from "vitest";
import { shippedSite } from "../testing/render-block.tsx";
import { iconMarkup, iconsNamedIn } from "./icon-markup.ts";
import { pageDataOf } from "./page-data.ts";

describe("icons in page data", () => {
  it("gives each page the drawings of exactly the icons its content names", () => {
    const site = shippedSite();
    let pagesWithIcons = 0;
    for (const page of site.pages) {
      const data = pageDataOf(site, page);
      const named = [...iconsNamedIn([data.page.blocks, data.collections])].sort();
      expect(Object.keys(data.icons).sort(), page.route).toEqual(named);
      if (named.length > 0) pagesWithIcons++;
      for (const name of named) expect(data.icons[name]).toBe(iconMarkup(name));
    }
    expect(pagesWithIcons).toBeGreaterThan(5);
  });

  it("draws an icon as the inside of lucide's svg", () => {
    const ship = iconMarkup("ship");
    expect(ship).toMatch(/^<(path|circle|line|polyline|rect)\b/);
    expect(ship).not.toContain("<svg");
  });

  it("finds icon fields at any depth and ignores other fields and unknown names", () => {
    const named = iconsNamedIn({ items: [{ icon: "truck" }, { nested: { icon: "plane" } }], label: "ship", other: { icon: "not-an-icon" } });
    expect([...named].sort()).toEqual(["plane", "truck"]);
  });
});

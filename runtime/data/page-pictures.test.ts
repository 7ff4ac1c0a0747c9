import { describe, expect, it } from "vitest";
import { shippedSite } from "../testing/render-block.tsx";
import { pageDataOf } from "./page-data.ts";

const made = (name: string) => ({ width: 800, height: 600, src: `/assets/${name}-800-AAAAAAAA.jpg`, sources: [] });

describe("a page's photos in its data", () => {
  it("are the sizes of the photos its blocks name, and no other page's", () => {
    const site = shippedSite();
    const karachi = site.pages.find((page) => page.route === "/pakistan-cargo-to-karachi")!;
    const pictures = { "/images/cities/karachi.svg": made("karachi"), "/images/cities/lahore.svg": made("lahore") };
    expect(pageDataOf(site, karachi, 200, pictures).pictures).toEqual({ "/images/cities/karachi.svg": pictures["/images/cities/karachi.svg"] });
  });

  it("are left out when the page shows none, or none were made (the dev server)", () => {
    const site = shippedSite();
    const about = site.pages.find((page) => page.route === "/about")!;
    expect(pageDataOf(site, about, 200, { "/images/x.jpg": made("x") })).not.toHaveProperty("pictures");
    expect(
      pageDataOf(
        site,
        site.pages.find((page) => page.route === "/pakistan-cargo-to-karachi")!,
      ),
    ).not.toHaveProperty("pictures");
  });
});

// The one form a page's address is written in: the folder whose index.html the page is.
import { describe, expect, it } from "vitest";
import { alternatesOf, canonicalUrl, pageAddress } from "./languages.ts";

describe("pageAddress", () => {
  it.each([
    ["/about", "/about/"],
    ["/about/", "/about/"],
    ["/", "/"],
    ["/ur/", "/ur/"],
    ["/services/sea-freight", "/services/sea-freight/"],
    ["/contact#form", "/contact/#form"],
    ["/contact?from=mail#form", "/contact/?from=mail#form"],
    ["/brochure.pdf", "/brochure.pdf"],
    ["/services/*", "/services/*"],
    ["*", "*"],
    ["https://wa.me/971500000000", "https://wa.me/971500000000"],
    ["tel:+971500000000", "tel:+971500000000"],
  ])("writes %s as %s", (path, address) => {
    expect(pageAddress(path)).toBe(address);
  });

  it("is the form of every canonical address and of every language's alternate", () => {
    const site = "https://www.induscargo.example";
    expect(canonicalUrl(site, "/about")).toBe(`${site}/about/`);
    expect(canonicalUrl(site, "/")).toBe(`${site}/`);
    const languages = [
      { code: "en", prefix: "" },
      { code: "ur", prefix: "/ur" },
    ];
    expect(alternatesOf(site, `${site}/ur/about/`, languages).map((link) => link.href)).toEqual([`${site}/about/`, `${site}/ur/about/`, `${site}/about/`]);
  });
});

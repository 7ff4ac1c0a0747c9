// The navigation every page carries: at today's size it lists what it always listed; at 5,000 cities
// each menu and column stays within the limit pages.json gives it, with its "see all" link.
import { describe, expect, it } from "vitest";
import { expandSite } from "../foundation/content/expand.ts";
import { pageAddress } from "../foundation/content/languages.ts";
import { shippedFile, withDestinations } from "../testing/grown-site.ts";
import { shellOf } from "./shell.ts";

const hrefs = (links: { href: string }[]) => links.map((link) => link.href);

describe("the shell of the shipped site", () => {
  const site = expandSite(shippedFile());
  const shell = shellOf(site);
  const menu = (label: string) => shell.secondary.menus.find((candidate) => candidate.label === label)!;
  const column = (title: string) => shell.footer.columns.find((candidate) => candidate.title === title)!;

  it("lists every service, area and city in the dropdowns, in the file's order, with no see-all link", () => {
    expect(hrefs(menu("Services").items)).toEqual(hrefs(site.collections.services.map((item) => ({ href: pageAddress(item.route) }))));
    expect(menu("Services").items).toHaveLength(11);
    expect(menu("UAE Areas").items).toHaveLength(8);
    expect(menu("Pakistan Cities").items).toHaveLength(16);
    expect(hrefs(menu("Pakistan Cities").items)).toEqual(site.collections.destinations.map((item) => pageAddress(item.route)));
    for (const label of ["Services", "UAE Areas", "Pakistan Cities"]) expect(menu(label)).not.toHaveProperty("seeAll");
  });

  it("keeps the footer's columns: seven services, every city, no see-all link", () => {
    expect(hrefs(column("Services").links)).toEqual(site.collections.services.slice(0, 7).map((item) => pageAddress(item.route)));
    expect(column("Services").seeAll).toBeUndefined();
    expect(hrefs(column("Cities").links)).toEqual(site.collections.destinations.map((item) => pageAddress(item.route)));
    expect(column("Cities").seeAll).toBeUndefined();
  });
});

describe("the shell of a site with 5,000 cities", () => {
  const file = withDestinations(5000);
  const shell = shellOf(expandSite(file));
  const cities = shell.secondary.menus.find((menu) => menu.family === "destinations")!;
  const declared = file.navigation.secondary.menus.find((menu) => menu.family === "destinations")!;

  it("lists at most the limit in every family menu and column, each with its see-all link when entries were left out", () => {
    const limitOf = (family: string) => file.navigation.secondary.menus.find((menu) => menu.family === family)?.limit;
    for (const menu of shell.secondary.menus) {
      const limit = limitOf(menu.family);
      expect(limit, `${menu.label} has a limit in pages.json`).toBeDefined();
      expect(menu.items.length).toBeLessThanOrEqual(limit!);
    }
    expect(cities.items).toHaveLength(declared.limit!);
    expect(cities.seeAll).toEqual({ label: "All cities", href: "/service-areas/" });
    const footerCities = shell.footer.columns.find((column) => column.title === "Cities")!;
    expect(footerCities.links).toHaveLength(20);
    expect(footerCities.seeAll).toEqual({ label: "All cities", href: "/service-areas/" });
    // The whole shell every page carries stays small: about what it is at today's size.
    expect(JSON.stringify(shell).length).toBeLessThan(8_000);
  });

  it("shows the featured cities first, then the others in the file's order", () => {
    expect(cities.items.slice(0, 3).map((link) => link.label)).toEqual(["Karachi", "Lahore", "Islamabad"]);
    expect(cities.items.slice(3, 6).map((link) => link.label)).toEqual(["Peshawar", "Quetta", "Faisalabad"]);
    // A city featured at the end of a long file still makes it into the menu.
    const moved = withDestinations(5000);
    moved.families.destinations.entries[4999]!.featured = true;
    const menu = shellOf(expandSite(moved)).secondary.menus.find((candidate) => candidate.family === "destinations")!;
    expect(menu.items.slice(0, 4).map((link) => link.href)).toEqual([
      "/pakistan-cargo-to-karachi/",
      "/pakistan-cargo-to-lahore/",
      "/pakistan-cargo-to-islamabad/",
      `/pakistan-cargo-to-${moved.families.destinations.entries[4999]!.slug}/`,
    ]);
    expect(menu.items).toHaveLength(20);
  });
});

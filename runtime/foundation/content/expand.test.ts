// Family expansion, on the shipped pages.json and on small edits of it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PagesFile } from "../../../schema/pages.gen.ts";
import { catchAllPrefix, entryRoute, expandSite, routesOf } from "./expand.ts";
import type { ExpandedPage, ExpandedSite } from "./types.ts";

type Fields = Record<string, unknown>;

const shippedText = readFileSync(new URL("../../../pages.json", import.meta.url), "utf8");

function shipped(): PagesFile {
  return JSON.parse(shippedText) as PagesFile;
}

const site = expandSite(shipped());

function pageAt(expanded: ExpandedSite, route: string): ExpandedPage {
  const found = expanded.pages.find((page) => page.route === route);
  if (!found) throw new Error(`no page ${route}`);
  return found;
}

function blocksOf(page: ExpandedPage, type: string): Fields[] {
  return (page.blocks as unknown as Fields[]).filter((block) => block.type === type);
}

function onlyBlock(page: ExpandedPage, type: string): Fields {
  const blocks = blocksOf(page, type);
  expect(blocks, `${type} blocks on ${page.route}`).toHaveLength(1);
  return blocks[0] as Fields;
}

function entryOf(file: PagesFile, family: keyof PagesFile["families"], slug: string): { entry: Fields; index: number } {
  const entries = file.families[family].entries as unknown as Fields[];
  const index = entries.findIndex((entry) => entry.slug === slug);
  if (index < 0) throw new Error(`no ${family} entry ${slug}`);
  return { entry: entries[index] as Fields, index };
}

const withImage = ["karachi", "lahore", "islamabad", "peshawar"];
const withDestinationLinks = ["sea-freight", "courier-service", "moving-home"];

describe("placeholders", () => {
  it("are filled with the entry's fields in text", () => {
    const karachi = pageAt(site, "/pakistan-cargo-to-karachi");
    expect(karachi.label).toBe("Karachi");
    expect(karachi.slug).toBe("karachi");
    expect(karachi.family).toBe("destinations");
    expect(karachi.seo.title).toBe("UAE to Karachi Cargo Service | Indus Cargo & Movers");
    expect(karachi.seo.keywords).toContain("cargo to Karachi");
    expect(onlyBlock(karachi, "hero").title).toBe("Cargo from the UAE to Karachi");
    expect(onlyBlock(karachi, "hero").imageAlt).toBe("Illustration of the Karachi skyline");
    expect(karachi.whatsappMessage).toBe("Hello! I would like to send cargo from the UAE to Karachi. Could you please share a quote?");
    const testimonials = onlyBlock(karachi, "testimonials").items as Fields[];
    expect(testimonials[0]?.text).toContain("my whole household to Karachi");

    const dubai = pageAt(site, "/dubai-to-pakistan");
    expect(onlyBlock(dubai, "hero").title).toBe("Cargo from Dubai to Pakistan");
    expect(onlyBlock(pageAt(site, "/areas/abu-dhabi"), "contact-card").title).toBe("Contact Our Abu Dhabi Team");
  });

  it("fill the page's route from its slug", () => {
    expect(site.pages.filter((page) => page.family === "origins").map((page) => page.route)).toEqual([
      "/dubai-to-pakistan",
      "/abu-dhabi-to-pakistan",
      "/sharjah-to-pakistan",
      "/ajman-to-pakistan",
    ]);
    expect(pageAt(site, "/services/sea-freight").label).toBe("Sea Freight");
  });

  it("leave nothing unfilled on any family page", () => {
    for (const page of site.pages.filter((candidate) => candidate.family !== null)) {
      const text = JSON.stringify({ seo: page.seo, blocks: page.blocks, label: page.label, message: page.whatsappMessage });
      expect(text, page.route).not.toMatch(/\{[a-zA-Z][a-zA-Z0-9]*\}/);
    }
  });

  it("leave a placeholder the entry has no field for as written", () => {
    const file = shipped();
    file.families.destinations.seo.title = "To {cty} and {city}";
    expect(pageAt(expandSite(file), "/pakistan-cargo-to-lahore").seo.title).toBe("To {cty} and Lahore");
  });

  it("do not change the pages.json they were read from", () => {
    const file = shipped();
    expandSite(file);
    expect(file).toEqual(JSON.parse(shippedText));
  });
});

describe("a whole-value placeholder", () => {
  it("is replaced by the entry's list", () => {
    const expanded = expandSite(shipped());
    // The entries in English, the language the pages are expanded in.
    const file = expanded.file;
    const karachi = entryOf(file, "destinations", "karachi").entry;
    expect(onlyBlock(pageAt(expanded, "/pakistan-cargo-to-karachi"), "neighbourhood-list").items).toEqual(karachi.areas);
    expect(karachi.areas).toHaveLength(6);

    const dubai = entryOf(file, "areas", "dubai").entry;
    expect(onlyBlock(pageAt(expanded, "/areas/dubai"), "neighbourhood-list").items).toEqual(dubai.neighbourhoods);

    const seaFreight = entryOf(file, "services", "sea-freight").entry;
    const page = pageAt(expanded, "/services/sea-freight");
    expect(onlyBlock(page, "feature-list").items).toEqual(seaFreight.benefits);
    expect(onlyBlock(page, "card-grid").cards).toEqual(seaFreight.offerings);
    expect(onlyBlock(page, "card-grid").title).toBe(seaFreight.offeringsTitle);
  });

  it("gives each entry its own list", () => {
    const lahore = onlyBlock(pageAt(site, "/pakistan-cargo-to-lahore"), "neighbourhood-list").items as string[];
    const karachi = onlyBlock(pageAt(site, "/pakistan-cargo-to-karachi"), "neighbourhood-list").items as string[];
    expect(lahore).not.toEqual(karachi);
  });
});

describe("an optional field an entry does not have", () => {
  it("drops the block whose required property came from it (destinationLinks of services)", () => {
    const serviceTemplate = shipped().families.services.blocks as unknown as Fields[];
    const templateIndex = serviceTemplate.findIndex((block) => block.links === "{destinationLinks}");
    expect(templateIndex).toBeGreaterThanOrEqual(0);
    const pointer = `/families/services/blocks/${templateIndex}`;
    const services = site.pages.filter((page) => page.family === "services");
    expect(services).toHaveLength(11);
    for (const page of services) {
      const popular = blocksOf(page, "link-list").filter((block) => block.title === "Popular Destinations");
      if (withDestinationLinks.includes(page.slug as string)) {
        expect(popular, page.route).toHaveLength(1);
        expect(page.blocks, page.route).toHaveLength(serviceTemplate.length);
        expect(page.blockSources, page.route).toContain(pointer);
      } else {
        expect(popular, page.route).toHaveLength(0);
        expect(page.blocks, page.route).toHaveLength(serviceTemplate.length - 1);
        expect(page.blockSources, page.route).not.toContain(pointer);
        // The other link list, filled from crossLinks, stays.
        expect(
          blocksOf(page, "link-list").map((block) => block.title),
          page.route,
        ).toEqual(["Related Services"]);
      }
      expect(page.blockSources, page.route).toHaveLength(page.blocks.length);
    }
  });

  it("keeps the links of the services that have them", () => {
    const expanded = expandSite(shipped());
    const courier = entryOf(expanded.file, "services", "courier-service").entry;
    const popular = blocksOf(pageAt(expanded, "/services/courier-service"), "link-list").find((block) => block.title === "Popular Destinations");
    expect(popular?.links).toEqual(courier.destinationLinks);
  });

  it("removes only the optional hero image when heroImage is missing", () => {
    for (const page of site.pages.filter((candidate) => candidate.family === "destinations")) {
      const hero = onlyBlock(page, "hero");
      expect(hero.title, page.route).toMatch(/^Cargo from the UAE to /);
      if (withImage.includes(page.slug as string)) expect(hero.image, page.route).toBe(`/images/cities/${page.slug}.svg`);
      else expect("image" in hero, page.route).toBe(false);
    }
    // Every destination page keeps all of its blocks: the hero image is optional.
    const template = shipped().families.destinations.blocks;
    for (const page of site.pages.filter((candidate) => candidate.family === "destinations")) expect(page.blocks).toHaveLength(template.length);
  });

  it("drops a block when its required property is missing, and keeps the rest of the page", () => {
    const file = shipped();
    const { entry } = entryOf(file, "destinations", "quetta");
    delete entry.areas;
    const quetta = pageAt(expandSite(file), "/pakistan-cargo-to-quetta");
    expect(blocksOf(quetta, "neighbourhood-list")).toHaveLength(0);
    expect(quetta.blocks).toHaveLength(file.families.destinations.blocks.length - 1);
  });
});

describe("routesOf", () => {
  it("lists each alias with the page it shows and that page's canonical address", () => {
    const routes = routesOf(site);
    const aliases = routes.filter((route) => route.aliasOf !== null);
    expect(aliases).toEqual(
      ["karachi", "lahore", "islamabad", "peshawar"].map((city) => ({
        path: `/${city}-cargo`,
        family: "destinations",
        canonical: `https://www.induscargo.example/pakistan-cargo-to-${city}/`,
        aliasOf: `/pakistan-cargo-to-${city}`,
        language: "en",
      })),
    );
    expect(pageAt(site, "/pakistan-cargo-to-karachi").aliases).toEqual(["/karachi-cargo"]);
    expect(pageAt(site, "/pakistan-cargo-to-quetta").aliases).toEqual([]);
  });

  it("lists an alias added to an entry", () => {
    const file = shipped();
    const { entry } = entryOf(file, "destinations", "rawalpindi");
    entry.aliases = ["/rawalpindi-cargo", "/pindi-cargo"];
    const routes = routesOf(expandSite(file));
    for (const path of ["/rawalpindi-cargo", "/pindi-cargo"]) {
      expect(routes.find((route) => route.path === path)).toEqual({
        path,
        family: "destinations",
        canonical: "https://www.induscargo.example/pakistan-cargo-to-rawalpindi/",
        aliasOf: "/pakistan-cargo-to-rawalpindi",
        language: "en",
      });
    }
  });

  it("lists every page once, catch-alls as fallback without a canonical address", () => {
    const routes = routesOf(site);
    expect(routes.filter((route) => route.aliasOf === null).map((route) => route.path)).toEqual(site.pages.map((page) => page.route));
    expect(routes.filter((route) => route.family === "fallback")).toEqual([
      { path: "*", family: "fallback", canonical: null, aliasOf: null, language: "en" },
      { path: "/services/*", family: "fallback", canonical: null, aliasOf: null, language: "en" },
    ]);
  });
});

describe("addresses for the editor", () => {
  it("an entry's route is the one the site has for it", () => {
    const file = shipped();
    const { entry } = entryOf(file, "destinations", "karachi");
    expect(entryRoute(file.families.destinations.route, entry)).toBe("/pakistan-cargo-to-karachi");
  });

  it("a catch-all answers the addresses under its folder, or every address", () => {
    expect(catchAllPrefix("/services/*")).toBe("/services/");
    expect(catchAllPrefix("*")).toBe("/");
  });
});

describe("the origins map", () => {
  it("gives the entry's pointer for values that came from an entry", () => {
    const file = shipped();
    const expanded = expandSite(file);
    const karachi = entryOf(file, "destinations", "karachi").index;
    const areas = onlyBlock(pageAt(expanded, "/pakistan-cargo-to-karachi"), "neighbourhood-list").items as object;
    expect(expanded.origins.get(areas)).toBe(`/families/destinations/entries/${karachi}/areas`);

    const seaFreight = entryOf(file, "services", "sea-freight").index;
    const page = pageAt(expanded, "/services/sea-freight");
    const benefits = onlyBlock(page, "feature-list").items as object[];
    expect(expanded.origins.get(benefits)).toBe(`/families/services/entries/${seaFreight}/benefits`);
    expect(expanded.origins.get(benefits[1] as object)).toBe(`/families/services/entries/${seaFreight}/benefits/1`);
    const cards = onlyBlock(page, "card-grid").cards as object[];
    expect(expanded.origins.get(cards[2] as object)).toBe(`/families/services/entries/${seaFreight}/offerings/2`);
  });

  it("gives the template's pointer for values the template wrote", () => {
    const file = shipped();
    const expanded = expandSite(file);
    const template = file.families.destinations.blocks as unknown as Fields[];
    const heroIndex = template.findIndex((block) => block.type === "hero");
    const hero = onlyBlock(pageAt(expanded, "/pakistan-cargo-to-lahore"), "hero");
    expect(expanded.origins.get(hero)).toBe(`/families/destinations/blocks/${heroIndex}`);
    expect(expanded.origins.get(hero.buttons as object)).toBe(`/families/destinations/blocks/${heroIndex}/buttons`);
  });

  it("gives the page's pointer for the blocks of a single page", () => {
    const file = shipped();
    const expanded = expandSite(file);
    const index = file.pages.findIndex((page) => page.route === "/about");
    const about = pageAt(expanded, "/about");
    expect(expanded.origins.get(about.blocks[0] as object)).toBe(`/pages/${index}/blocks/0`);
    expect(about.source).toBe(`/pages/${index}`);
    expect(about.blockSources[1]).toBe(`/pages/${index}/blocks/1`);
  });
});

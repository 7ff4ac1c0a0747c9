// The lint expands family templates itself, once per template rather than once per page; these
// tests hold it to the runtime's expansion: every text of every page, on the right route.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { expandSite } from "../foundation/content/expand.ts";
import type { LocalizedFile, PagesFile } from "../foundation/content/types.ts";
import { projectRoot } from "../server/project-root.ts";
import { baseEntry, documentText, hero } from "./testing/test-document.ts";
import { buildTextIndex, placeAt } from "./text-index.ts";

/** "route | text" for every text in the blocks and SEO of every expanded page. */
function expandedTexts(file: PagesFile): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, route: string): void => {
    if (typeof value === "string") texts.push(`${route} | ${value}`);
    else if (value !== null && typeof value === "object") for (const item of Object.values(value)) walk(item, route);
  };
  for (const page of expandSite(file).pages) {
    walk(page.blocks, page.route);
    walk(page.seo, page.route);
  }
  return texts.sort();
}

function indexedTexts(file: PagesFile): string[] {
  return buildTextIndex(expandSite(file).file)
    .items.filter((item) => item.area === "blocks" || item.area === "seo")
    .flatMap((item) => item.routes.map((route) => `${route} | ${item.text}`))
    .sort();
}

describe("the text index", () => {
  it("holds exactly the texts the runtime's expansion puts on each page of the shipped site", () => {
    const file = JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as PagesFile;
    expect(indexedTexts(file)).toEqual(expandedTexts(file));
  });

  it("drops what expansion drops: a property, a list item or a whole block naming a missing field", () => {
    const file = JSON.parse(
      documentText({
        families: {
          destinations: {
            blocks: [
              hero("{description}", { image: "{heroImage}", imageAlt: "The {city} skyline" }),
              { type: "neighbourhood-list", title: "Areas of {city}", items: "{areas}" },
              { type: "map", title: "{heroImage}", text: "Shown only where there is a picture." },
              { type: "link-list", title: "Links", links: [{ label: "{city}" }, "{missingLink}"] },
            ],
            entries: [baseEntry("destinations", { heroImage: "/images/cities/karachi.svg" }), baseEntry("destinations", { slug: "lahore", city: "Lahore" })],
          },
        },
      }),
    ) as PagesFile;
    expect(indexedTexts(file)).toEqual(expandedTexts(file));
  });

  it("keeps one item for a template text however many pages show it", () => {
    const file = expandSite(JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as PagesFile).file;
    const transit = buildTextIndex(file).items.filter((item) => item.pointer === "/families/destinations/blocks/3/options/0/transit");
    expect(transit).toHaveLength(1);
    expect(transit[0]?.routes).toHaveLength(16);
  });

  it("places a character of a filled-in text in the template, or in the entry that supplied it", () => {
    const file: LocalizedFile = expandSite(JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as PagesFile).file;
    const item = buildTextIndex(file).items.find((candidate) => candidate.text === "Cargo from the UAE to Lahore");
    if (!item) throw new Error("the Lahore page's hero title is not in the index");
    expect(item.pointer).toBe("/families/destinations/blocks/0/title");
    expect(placeAt(item, 4)).toEqual({ pointer: "/families/destinations/blocks/0/title", offset: 4, language: "en" });
    expect(placeAt(item, 23)).toEqual({ pointer: "/families/destinations/entries/1/city", offset: 1, language: "en" });
  });

  it("leaves out the lead settings, which no visitor sees: a webhook's key is never quoted in a finding", () => {
    const file = JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as PagesFile;
    file.site.leads = { webhook: "https://hooks.example.com/hook/+971501234567?token=x", storeFile: ".leads/leads.jsonl" };
    const pointers = buildTextIndex(expandSite(file).file).items.map((item) => item.pointer);
    expect(pointers.filter((pointer) => pointer.startsWith("/site/leads"))).toEqual([]);
    expect(pointers).toContain("/site/phone");
  });
});

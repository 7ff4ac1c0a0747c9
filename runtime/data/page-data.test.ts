// A page's data (inlined in its HTML, fetched on navigating to it) carries that page only: the family
// entries its blocks show, not the whole family, however many cities the site has.
import { describe, expect, it } from "vitest";
import { expandEditions, expandSite } from "../foundation/content/expand.ts";
import { shippedFile, withDestinations } from "../testing/grown-site.ts";
import { findPage, pageDataOf } from "./page-data.ts";

const site = expandSite(withDestinations(2000));
const dataOf = (path: string) => {
  const found = findPage(site, path);
  if (!found) throw new Error(`no page for ${path}`);
  return pageDataOf(site, found.page, found.status);
};
const slugs = (items: { slug: string }[] | undefined) => items?.map((item) => item.slug);

describe("pageDataOf on a site with 2,000 cities", () => {
  it("gives an area page exactly the six cities its list names", () => {
    const data = dataOf("/areas/sharjah");
    expect(slugs(data.collections.destinations)).toEqual(["karachi", "lahore", "islamabad", "peshawar", "faisalabad", "multan"]);
    expect(Object.keys(data.collections)).toEqual(["destinations"]);
    expect(JSON.stringify(data).length).toBeLessThan(20_000);
  });

  it("gives a page the entries of all its lists together (the home page: four cities, four areas, seven services)", () => {
    const data = dataOf("/");
    expect(slugs(data.collections.destinations)).toEqual(["karachi", "lahore", "islamabad", "peshawar"]);
    expect(slugs(data.collections.areas)).toEqual(["dubai", "abu-dhabi", "sharjah", "ajman"]);
    expect(data.collections.services).toHaveLength(7);
  });

  it("gives the whole family to a page with a block that lists all of it", () => {
    const data = dataOf("/service-areas");
    expect(data.collections.destinations).toHaveLength(2000);
    expect(data.collections.areas).toHaveLength(8);
    expect(data.collections.services).toHaveLength(11);
  });

  it("carries only the fields the page's lists show: no descriptions for a list of names, features only where shown", () => {
    const home = dataOf("/");
    expect(home.collections.destinations?.[0]).toEqual({
      slug: "karachi",
      label: "Karachi",
      route: "/pakistan-cargo-to-karachi/",
      description: site.collections.destinations[0]!.description,
    });
    // The home page's service tiles show descriptions, not feature lists.
    expect(home.collections.services?.[0]).toHaveProperty("description");
    expect(home.collections.services?.[0]).not.toHaveProperty("features");
    expect(home.collections.services?.[0]).toHaveProperty("icon");
    // The full list of cities shows their names only: 2,000 cities without their sentences.
    const index = dataOf("/service-areas");
    expect(index.collections.destinations?.[1999]).toEqual({
      slug: "sheikhupura-125",
      label: "Sheikhupura 125",
      route: "/pakistan-cargo-to-sheikhupura-125/",
      province: "Punjab",
    });
    expect(index.collections.areas?.[0]).toHaveProperty("description");
    expect(JSON.stringify(index.collections.destinations).length).toBeLessThan(2000 * 120);
    // The provinces' names come with the page that shows the cities' provinces, once, not with every page.
    expect(index.provinces?.Punjab).toBe("Punjab");
    expect(home).not.toHaveProperty("provinces");
  });

  it("gives no entries to a page that lists none, such as a city's own page", () => {
    expect(dataOf("/pakistan-cargo-to-lahore-7").collections).toEqual({});
  });
});

describe("findPage in another language", () => {
  const [english, urdu] = expandEditions(shippedFile());

  it("finds the Urdu home at /ur and /ur/, and each page, alias and 404 under /ur/", () => {
    expect(findPage(urdu!, "/ur/")?.page.route).toBe("/ur/");
    expect(findPage(urdu!, "/ur")?.page.route).toBe("/ur/");
    expect(findPage(urdu!, "/ur/karachi-cargo")?.page.route).toBe("/ur/pakistan-cargo-to-karachi");
    expect(findPage(urdu!, "/ur/no-such-page")).toMatchObject({ status: 404, page: { route: "/ur/*" } });
    expect(findPage(urdu!, "/ur/services/no-such")).toMatchObject({ status: 404, page: { route: "/ur/services/*" } });
    expect(findPage(english!, "/")?.page.route).toBe("/");
  });
});

describe("the provinces' names", () => {
  it("are the page's language's words, and a name not yet translated is shown in English and listed as such", () => {
    const file = shippedFile();
    const [, urdu] = expandEditions(file);
    const index = pageDataOf(urdu!, findPage(urdu!, "/ur/service-areas")!.page);
    expect(index.provinces).toMatchObject({ Punjab: "پنجاب", Sindh: "سندھ", "Khyber Pakhtunkhwa": "خیبر پختونخوا" });
    expect(index.englishTexts).toBeUndefined();

    // Another file (a document is not changed once read: its texts are found once, translations.ts).
    const changed = structuredClone(file);
    changed.labels.provinces.Sindh = "Sindh";
    const [, untranslated] = expandEditions(changed);
    const withEnglish = pageDataOf(untranslated!, findPage(untranslated!, "/ur/service-areas")!.page);
    expect(withEnglish.provinces?.Sindh).toBe("Sindh");
    expect(withEnglish.englishTexts).toEqual(["Sindh"]);
  });
});

describe("texts shown in English on a page of another language", () => {
  it("are listed with the page's data (and nothing is listed when every text has its Urdu)", () => {
    const file = shippedFile();
    const [, translatedUrdu] = expandEditions(file);
    expect(pageDataOf(translatedUrdu!, findPage(translatedUrdu!, "/ur/pakistan-cargo-to-lahore")!.page).englishTexts).toBeUndefined();

    const lahore = file.families.destinations.entries.find((entry) => entry.slug === "lahore")!;
    if (typeof lahore.description === "string") throw new Error("Lahore's description is translated in the shipped file");
    const english = lahore.description.en;
    delete lahore.description.ur;
    const [englishSite, urdu] = expandEditions(file);
    expect([...urdu!.englishTexts]).toEqual([english]);
    expect(englishSite!.englishTexts.size).toBe(0);
    expect(pageDataOf(urdu!, findPage(urdu!, "/ur/pakistan-cargo-to-lahore")!.page).englishTexts).toEqual([english]);
    expect(pageDataOf(urdu!, findPage(urdu!, "/ur/pakistan-cargo-to-karachi")!.page).englishTexts).toBeUndefined();
  });
});

describe("a grown site whose added cities are written in English only", () => {
  it("shows each added city in English on its Urdu page, listed to be marked, while the shipped cities keep their Urdu", () => {
    const file = withDestinations(40, { englishOnly: true });
    const copy = file.families.destinations.entries.find((entry) => entry.slug === "karachi-2")!;
    expect(copy.city).toBe("Karachi 2");
    const [, urdu] = expandEditions(file);
    const data = pageDataOf(urdu!, findPage(urdu!, "/ur/pakistan-cargo-to-karachi-2")!.page);
    expect(data.englishTexts).toEqual(expect.arrayContaining(["Karachi 2", "Clifton"]));
    expect(data.englishTexts).not.toContain("Karachi");
  });
});

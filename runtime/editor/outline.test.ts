// The outline and the places of problems, in the staff's words: pages and blocks by name, what
// only developers change in one Advanced fold, and a problem placed by outline name and field title.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../server/index.ts";
import { advancedId, ancestorsAndItem, filterOutline, itemFor, outlineKeeper, outlineOf, visibleRows, type OutlineItem } from "./outline.ts";
import { setAtPointer } from "./document-edits.ts";
import { placeInWords } from "./place-words.ts";

const shipped = JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as { families: { destinations: { entries: { city: { en: string } }[] } } };
const outline = outlineOf(shipped);
const named = (label: string, items: readonly OutlineItem[] = outline): OutlineItem => {
  const found = items.find((item) => item.label === label);
  if (!found) throw new Error(`no item "${label}" among ${items.map((item) => item.label).join(", ")}`);
  return found;
};

describe("the outline", () => {
  it("names the home page and the page for an unknown address in words", () => {
    const pages = named("Pages").children.map((item) => item.label);
    expect(pages).toContain("Home page");
    expect(pages).toContain("Page not found");
    expect(pages).not.toContain("/");
  });

  it("keeps what only developers change in the Advanced fold, out of the company facts' form", () => {
    const advanced = named("Advanced");
    expect(advanced.pointer).toBe(advancedId);
    expect(advanced.children.map((item) => item.pointer)).toEqual(
      expect.arrayContaining(["/families/services/blocks", "/lint", "/site/behaviour", "/site/leads"]),
    );
    expect(named("Company facts").omit).toEqual(["behaviour", "leads"]);
    // A problem of a lead setting opens the Advanced item that edits it, not the company facts.
    expect(itemFor(outline, "/site/leads/storeFile")?.label).toBe("Lead settings");
  });
});

describe("finding the item for a pointer", () => {
  /** What ancestorsAndItem answers, found the slow way: every item of the tree looked at. */
  function everyItemLookedAt(items: readonly OutlineItem[], pointer: string): OutlineItem[] {
    let best: OutlineItem[] = [];
    const walk = (list: readonly OutlineItem[], path: OutlineItem[]) => {
      for (const item of list) {
        const holds = pointer === item.pointer || pointer.startsWith(`${item.pointer}/`);
        if (holds && (best.length === 0 || item.pointer.length > best.at(-1)!.pointer.length)) best = [...path, item];
        if (holds || item.group) walk(item.children, [...path, item]);
      }
    };
    walk(items, []);
    return best;
  }

  it("finds what looking at every item finds, for every item, the fields inside them and what is in no item", () => {
    const pointers: string[] = [advancedId, "", "/", "/nothing", "/families", "/pages/999/blocks/0"];
    const collect = (items: readonly OutlineItem[]) => {
      for (const item of items) {
        pointers.push(item.pointer, `${item.pointer}/title/en`, `${item.pointer}0`);
        collect(item.children);
      }
    };
    collect(outline);
    expect(pointers.length).toBeGreaterThan(300);
    for (const pointer of pointers) expect(ancestorsAndItem(outline, pointer), pointer).toEqual(everyItemLookedAt(outline, pointer));
  });
});

describe("outlines made one after another", () => {
  it("are the same outline when what changed is not in it (a city's description), and share all but what changed (its name)", () => {
    const keep = outlineKeeper();
    const first = keep(shipped);
    expect(keep(setAtPointer(shipped, "/families/destinations/entries/0/description/en", "Door to door, every week."))).toBe(first);
    const renamed = keep(setAtPointer(shipped, "/families/destinations/entries/0/city/en", "Karachi City"));
    expect(renamed).not.toBe(first);
    const entriesOf = (outline: OutlineItem[]) =>
      named("Entries (" + shipped.families.destinations.entries.length + ")", named("Destinations", outline).children).children;
    expect(entriesOf(renamed)[0]!.label).toBe("Karachi City");
    expect(entriesOf(renamed)[1]).toBe(entriesOf(first)[1]);
    expect(named("Pages", renamed)).toBe(named("Pages", first));
  });
});

describe("the labels", () => {
  it("have an item of their own, so a label's problem (a province's name without its Urdu) opens its form", () => {
    expect(itemFor(outline, "/labels/provinces/Punjab/ur")?.pointer).toBe("/labels");
    expect(placeInWords("/labels/provinces/Khyber Pakhtunkhwa/ur", shipped, outline)).toBe("Labels, Khyber Pakhtunkhwa");
  });
});

describe("a problem's place", () => {
  const last = shipped.families.destinations.entries.length - 1;
  const city = shipped.families.destinations.entries[last]!.city.en;

  it("is the outline's name of what holds it and its field's title", () => {
    expect(placeInWords(`/families/destinations/entries/${last}/city`, shipped, outline)).toBe(`${city}, City`);
  });

  it("names a translated text's field for either of its languages", () => {
    expect(placeInWords(`/families/destinations/entries/${last}/description/ur`, shipped, outline)).toBe(`${city}, Description`);
  });

  it("is the item alone when the problem is the item itself", () => {
    expect(placeInWords(`/families/destinations/entries/${last}`, shipped, outline)).toBe(city);
  });
});

describe("the outline's filter", () => {
  const labels = (query: string) => {
    const { items, open } = filterOutline(outline, query);
    return visibleRows(items, open).map((row) => row.item.label);
  };

  it("shows what it finds with the items that hold it, opened", () => {
    expect(labels("multan")).toEqual(["Destinations", expect.stringMatching(/^Entries \(/), "Multan"]);
    expect(filterOutline(outline, "multan")).toMatchObject({
      found: 1,
      first: `/families/destinations/entries/${shipped.families.destinations.entries.findIndex((entry) => entry.city.en === "Multan")}`,
    });
  });

  it("finds a city by its name in another language, by its page address, and by every word typed in any order", () => {
    expect(labels("کراچی")).toContain("Karachi");
    expect(labels("cargo-to-lahore")).toContain("Lahore");
    expect(labels("about hero")).toEqual(["Pages", "/about", expect.stringMatching(/^Hero: /)]);
  });

  it("ignores case and accents, and keeps an item found whole, its children closed under it", () => {
    expect(labels("MÚLTAN")).toContain("Multan");
    const { items, open } = filterOutline(outline, "/about");
    const about = items.find((item) => item.label === "Pages")!.children.find((item) => item.label === "/about")!;
    expect(about.children.length).toBeGreaterThan(0);
    expect(open.has(about.pointer)).toBe(false);
  });

  it("shows the whole outline for an empty query, and nothing for words nothing has", () => {
    expect(filterOutline(outline, "  ").items).toEqual(outline);
    expect(filterOutline(outline, "no such place anywhere")).toEqual({ items: [], open: new Set(), found: 0, first: null });
  });
});

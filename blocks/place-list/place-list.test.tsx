import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage, shippedSite } from "../../runtime/testing/render-block.tsx";
import { PlaceListBlock } from "./index.tsx";
import { pickEntries } from "./pick-entries.ts";

type PlaceList = BlockOf<"place-list">;

const { collections } = shippedSite();

/** The place-list blocks of a page, in order. */
function placeLists(path: string): PlaceList[] {
  const page = shippedSite().pages.find((candidate) => candidate.route === path);
  return (page?.blocks ?? []).filter((block): block is PlaceList => block.type === "place-list");
}

function linkTargets(): [string | null, string | null][] {
  return screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("place-list", () => {
  it("lists every destination as a chip when only is absent (16 on /service-areas, whose data holds them all)", () => {
    const block: PlaceList = { type: "place-list", title: "Pakistan Delivery Cities", family: "destinations", style: "chips" };
    renderOnPage(<PlaceListBlock block={block} />, "/service-areas");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Pakistan Delivery Cities");
    expect(screen.getAllByRole("link")).toHaveLength(16);
    expect(linkTargets()).toEqual(collections.destinations.map((city) => [city.label, `/pakistan-cargo-to-${city.slug}/`]));
    expect(screen.getByRole("link", { name: "Sargodha" })).toHaveAttribute("href", "/pakistan-cargo-to-sargoda/");
    // The address keeps the spec's spelling (sargoda); the label is the city's name.
    // Chips are compact: no descriptions.
    expect(screen.queryByText(collections.destinations[0]?.description ?? "")).toBeNull();
  });

  it("lists every UAE area as a card with its description on /service-areas", () => {
    const block = placeLists("/service-areas").find((candidate) => candidate.family === "areas") as PlaceList;
    renderOnPage(<PlaceListBlock block={block} />, "/service-areas");
    expect(linkTargets()).toEqual(collections.areas.map((area) => [area.label, `/areas/${area.slug}/`]));
    expect(collections.areas).toHaveLength(8);
    for (const area of collections.areas) expect(screen.getByText(area.description!)).toBeInTheDocument();
  });

  it("shows only the named entries, in the order given (home page destinations)", () => {
    const block = blockOn<PlaceList>("/", "place-list");
    expect(block.only).toEqual(["karachi", "lahore", "islamabad", "peshawar"]);
    renderOnPage(<PlaceListBlock block={block} />, "/");
    expect(linkTargets()).toEqual([
      ["Karachi", "/pakistan-cargo-to-karachi/"],
      ["Lahore", "/pakistan-cargo-to-lahore/"],
      ["Islamabad", "/pakistan-cargo-to-islamabad/"],
      ["Peshawar", "/pakistan-cargo-to-peshawar/"],
    ]);
    const karachi = screen.getByRole("heading", { level: 3, name: "Karachi" }).closest("li") as HTMLElement;
    expect(within(karachi).getByText(collections.destinations[0]?.description ?? "")).toBeInTheDocument();
    // The link's name is the place alone, not the whole card.
    expect(screen.getByRole("link", { name: "Karachi" })).toBeInTheDocument();
  });

  it("fills a family page's list (six destinations from an area page)", () => {
    const block = blockOn<PlaceList>("/areas/sharjah", "place-list");
    renderOnPage(<PlaceListBlock block={block} />, "/areas/sharjah");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Popular Destinations from Sharjah");
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["Karachi", "Lahore", "Islamabad", "Peshawar", "Multan", "Faisalabad"]);
  });
});

describe("pickEntries", () => {
  const entries = [{ slug: "a" }, { slug: "b" }, { slug: "c" }];

  it("keeps every entry in family order without only, and follows only's order with it", () => {
    expect(pickEntries(entries, undefined)).toEqual(entries);
    expect(pickEntries(entries, ["c", "a"])).toEqual([{ slug: "c" }, { slug: "a" }]);
  });

  it("skips slugs the family does not have (validate reports them)", () => {
    expect(pickEntries(entries, ["b", "zz"])).toEqual([{ slug: "b" }]);
  });
});

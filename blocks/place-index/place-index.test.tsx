import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { BlockOf, CollectionItem } from "../../runtime/foundation/content/types.ts";
import { blockOn, prerenderOnPage, renderOnPage, shippedSite } from "../../runtime/testing/render-block.tsx";
import { countPlaces, filterGroups, groupPlaces } from "./group-places.ts";
import { PlaceIndexBlock } from "./index.tsx";

type PlaceIndex = BlockOf<"place-index">;

const block = blockOn<PlaceIndex>("/service-areas", "place-index");
const provinces = ["Punjab", "Sindh", "Khyber Pakhtunkhwa", "Balochistan", "Islamabad Capital Territory"];

function renderIndex() {
  const user = userEvent.setup();
  renderOnPage(<PlaceIndexBlock block={block} />, "/service-areas");
  return { user, search: screen.getByRole("searchbox", { name: "Find your city" }) };
}

const groupHeadings = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const cityNames = () => screen.queryAllByRole("link").map((link) => link.textContent);
/** The city names under one group heading. */
function citiesOf(province: string): (string | null)[] {
  const group = screen.getByRole("region", { name: province });
  return within(group)
    .getAllByRole("link")
    .map((link) => link.textContent);
}

describe("PlaceIndexBlock", () => {
  it("lists every city under its province, the provinces in the schema's order, each city in the file's order", () => {
    renderIndex();
    expect(screen.getByRole("heading", { level: 2, name: "Pakistan Delivery Cities" })).toBeInTheDocument();
    expect(groupHeadings()).toEqual(provinces);
    expect(citiesOf("Punjab")).toEqual(["Lahore", "Faisalabad", "Multan", "Sialkot", "Rawalpindi", "Gujranwala", "Bahawalpur", "Sargodha", "Sheikhupura"]);
    expect(citiesOf("Sindh")).toEqual(["Karachi", "Hyderabad", "Sukkur", "Larkana"]);
    expect(citiesOf("Islamabad Capital Territory")).toEqual(["Islamabad"]);
    expect(cityNames()).toHaveLength(16);
    expect(screen.getByRole("link", { name: "Sargodha" })).toHaveAttribute("href", "/pakistan-cargo-to-sargoda/");
    expect(screen.getByRole("status")).toHaveTextContent("Cities shown: 16");
  });

  it("filters the list as the visitor types, ignoring case, dropping groups left empty, and says how many are shown", async () => {
    const { user, search } = renderIndex();
    await user.type(search, "ABAD");
    expect(cityNames()).toEqual(["Faisalabad", "Hyderabad", "Islamabad"]);
    expect(groupHeadings()).toEqual(["Punjab", "Sindh", "Islamabad Capital Territory"]);
    expect(screen.getByRole("status")).toHaveTextContent("Cities shown: 3");
    await user.clear(search);
    await user.type(search, "la");
    expect(cityNames()).toEqual(["Lahore", "Faisalabad", "Gujranwala", "Larkana", "Islamabad"]);
    await user.type(search, "h");
    expect(cityNames()).toEqual(["Lahore"]);
    expect(screen.getByRole("status")).toHaveTextContent("Cities shown: 1");
    await user.clear(search);
    expect(cityNames()).toHaveLength(16);
  });

  it("says no city matches and offers to clear the search, which brings the whole list back and the focus to the box", async () => {
    const { user, search } = renderIndex();
    await user.type(search, "  Mardan ");
    expect(screen.getByText("No city matches “Mardan”.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Cities shown: 0");
    expect(groupHeadings()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(search).toHaveValue("");
    expect(search).toHaveFocus();
    expect(cityNames()).toHaveLength(16);
    expect(screen.queryByText(/No city matches/)).toBeNull();
  });

  it("labels the search box, announces the count politely and names the list it narrows", () => {
    const { search } = renderIndex();
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    const list = document.getElementById(search.getAttribute("aria-controls") ?? "");
    expect(list).not.toBeNull();
    expect(within(list!).getAllByRole("link")).toHaveLength(16);
    expect(screen.getByRole("search")).toContainElement(search);
  });

  it("is the whole grouped list in the prerendered HTML, with the search box hidden until its code runs", () => {
    const html = prerenderOnPage(<PlaceIndexBlock block={block} />, "/service-areas");
    expect(html).toMatch(/<div[^>]*role="search"[^>]*hidden=""/);
    for (const province of provinces) expect(html).toContain(`>${province}</h3>`);
    expect(html.match(/href="\/pakistan-cargo-to-/g)).toHaveLength(16);
    // Each link plain, styled by its list: at 10,000 cities a class on each would be 10,000 attributes more.
    expect(html.match(/<a href="\/pakistan-cargo-to-[^"]*\/">/g)).toHaveLength(16);
  });
});

describe("groupPlaces and filterGroups", () => {
  const place = (slug: string, province?: CollectionItem["province"]): CollectionItem => ({
    slug,
    label: slug[0]!.toUpperCase() + slug.slice(1),
    route: `/to-${slug}`,
    description: "",
    ...(province && { province }),
  });
  const places = [
    place("gilgit", "Gilgit-Baltistan"),
    place("mardan"),
    place("sukkur", "Sindh"),
    place("okara", "Punjab"),
    place("chitral"),
    place("kasur", "Punjab"),
  ];
  const groupBy = { field: "province" as const, otherTitle: "Other cities" };
  const shape = (groups: ReturnType<typeof groupPlaces>) => groups.map((group) => [group.title, group.places.map((item) => item.slug)]);

  it("orders the groups as the schema declares the provinces, and puts the entries without one last", () => {
    expect(shape(groupPlaces(places, groupBy))).toEqual([
      ["Punjab", ["okara", "kasur"]],
      ["Sindh", ["sukkur"]],
      ["Gilgit-Baltistan", ["gilgit"]],
      ["Other cities", ["mardan", "chitral"]],
    ]);
  });

  it("heads each group with the value's name in the page's language, and with the value itself when it has none", () => {
    const names = { province: { Punjab: "پنجاب", Sindh: "سندھ" } };
    expect(shape(groupPlaces(places, groupBy, names)).map(([title]) => title)).toEqual(["پنجاب", "سندھ", "Gilgit-Baltistan", "Other cities"]);
  });

  it("makes one list without headings when there is no groupBy, and no other group when every entry has the field", () => {
    expect(shape(groupPlaces(places, undefined))).toEqual([[null, places.map((item) => item.slug)]]);
    expect(shape(groupPlaces(places.slice(2, 4), groupBy))).toEqual([
      ["Punjab", ["okara"]],
      ["Sindh", ["sukkur"]],
    ]);
  });

  it("keeps the entries whose name contains the search, ignoring case and surrounding spaces", () => {
    const groups = groupPlaces(places, groupBy);
    expect(shape(filterGroups(groups, " KA "))).toEqual([["Punjab", ["okara", "kasur"]]]);
    expect(shape(filterGroups(groups, "r"))).toEqual([
      ["Punjab", ["okara", "kasur"]],
      ["Sindh", ["sukkur"]],
      ["Other cities", ["mardan", "chitral"]],
    ]);
    expect(filterGroups(groups, "   ")).toEqual(groups);
    expect(countPlaces(filterGroups(groups, "zzz"))).toBe(0);
  });

  it("groups 5,000 cities of the shipped site's provinces", () => {
    const many = Array.from({ length: 5000 }, (_, index) => {
      const original = shippedSite().collections.destinations[index % 16]!;
      return { ...original, slug: `${original.slug}-${index}` };
    });
    const groups = groupPlaces(many, groupBy);
    expect(countPlaces(groups)).toBe(5000);
    expect(groups.map((group) => group.title)).toEqual(provinces);
  });
});

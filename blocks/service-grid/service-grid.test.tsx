import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage, shippedSite } from "../../runtime/testing/render-block.tsx";
import { ServiceGridBlock } from "./index.tsx";

type ServiceGrid = BlockOf<"service-grid">;

const services = shippedSite().collections.services;

function tileTitles(): string[] {
  return screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent ?? "");
}

describe("service-grid", () => {
  it("shows the services named by only, in that order, under the block's heading", () => {
    const block = blockOn<ServiceGrid>("/", "service-grid");
    renderOnPage(<ServiceGridBlock block={block} />, "/");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(block.title);
    if (block.intro) expect(screen.getByText(block.intro)).toBeInTheDocument();
    const expected = (block.only ?? []).map((slug) => services.find((service) => service.slug === slug)?.label);
    expect(tileTitles()).toEqual(expected);
  });

  it("follows the order of only rather than the family's order", () => {
    const only = ["insurance", "sea-freight", "packaging"];
    const labelOf = (slug: string) => services.find((service) => service.slug === slug)?.label;
    // In the family sea-freight comes first; only puts insurance first.
    expect(services.findIndex((s) => s.slug === "sea-freight")).toBeLessThan(services.findIndex((s) => s.slug === "insurance"));
    const block: ServiceGrid = { type: "service-grid", title: "Picked", only, linkLabel: "Learn More" };
    renderOnPage(<ServiceGridBlock block={block} />, "/");
    expect(tileTitles()).toEqual(only.map(labelOf));
  });

  it("shows every service of the family when only is absent", () => {
    const block = blockOn<ServiceGrid>("/service-areas", "service-grid");
    expect(block.only).toBeUndefined();
    renderOnPage(<ServiceGridBlock block={block} />, "/service-areas");
    expect(tileTitles()).toEqual(services.map((service) => service.label));
    expect(services).toHaveLength(11);
  });

  it("links each tile to its service page with a name that includes the service", () => {
    const block = blockOn<ServiceGrid>("/", "service-grid");
    renderOnPage(<ServiceGridBlock block={block} />, "/");
    const link = screen.getByRole("link", { name: /Learn More.*Sea Freight/ });
    expect(link).toHaveAttribute("href", "/services/sea-freight/");
    expect(link).toHaveTextContent(/^Learn More/);
    const names = screen.getAllByRole("link").map((each) => each.textContent);
    expect(new Set(names).size).toBe(names.length);
  });

  it("lists each service's features only when showFeatures is set", () => {
    const seaFreight = services.find((service) => service.slug === "sea-freight");
    const feature = seaFreight?.features?.[0] ?? "";
    expect(feature).not.toBe("");

    renderOnPage(<ServiceGridBlock block={blockOn<ServiceGrid>("/", "service-grid")} />, "/");
    expect(screen.queryByText(feature)).toBeNull();
  });

  it("lists the features on the services page, inside the service's own tile", () => {
    const block = blockOn<ServiceGrid>("/services", "service-grid");
    expect(block.showFeatures).toBe(true);
    renderOnPage(<ServiceGridBlock block={block} />, "/services");
    const seaFreight = services.find((service) => service.slug === "sea-freight");
    const tile = screen.getByRole("heading", { name: seaFreight?.label }).closest("article");
    expect(tile).not.toBeNull();
    const items = within(within(tile as HTMLElement).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(seaFreight?.features);
  });
});

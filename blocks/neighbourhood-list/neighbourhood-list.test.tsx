import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { NeighbourhoodListBlock } from "./index.tsx";

type NeighbourhoodList = BlockOf<"neighbourhood-list">;

describe("NeighbourhoodListBlock", () => {
  it("lists the ten Dubai neighbourhoods from the area entry", () => {
    const path = "/areas/dubai";
    renderOnPage(<NeighbourhoodListBlock block={blockOn<NeighbourhoodList>(path, "neighbourhood-list")} />, path);

    expect(screen.getByRole("heading", { level: 2, name: "Neighbourhoods We Serve in Dubai" })).toBeInTheDocument();
    expect(screen.getByText(/Our pickup teams visit these neighbourhoods/)).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent("Dubai Marina");
    expect(items[9]).toHaveTextContent("Dubai Investment Park");
    // A map pin beside each name, hidden from screen readers; the names are not links.
    for (const item of items) expect(item.querySelector('svg.lucide-map-pin[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryAllByRole("link")).toHaveLength(0);
  });

  it("fills the city into the heading on a destination page and shows six areas", () => {
    const path = "/pakistan-cargo-to-lahore";
    renderOnPage(<NeighbourhoodListBlock block={blockOn<NeighbourhoodList>(path, "neighbourhood-list")} />, path);

    expect(screen.getByRole("heading", { level: 2, name: "Areas We Deliver to in Lahore" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
  });

  it("renders without an intro", () => {
    const block: NeighbourhoodList = { type: "neighbourhood-list", title: "Where we go", items: ["Al Nahda"] };
    const { container } = renderOnPage(<NeighbourhoodListBlock block={block} />, "/");
    expect(screen.getByRole("listitem")).toHaveTextContent("Al Nahda");
    expect(container.querySelector("p")).toBeNull();
  });
});

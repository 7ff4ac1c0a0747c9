import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { StatsBlock } from "./index.tsx";

type Stats = BlockOf<"stats">;

describe("StatsBlock", () => {
  it("shows each figure with its label on the about page", () => {
    renderOnPage(<StatsBlock block={blockOn<Stats>("/about", "stats")} />, "/about");

    expect(screen.getByRole("heading", { level: 2, name: "Our Work in Numbers" })).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "5,000+Happy Customers",
      "15+Service Locations",
      "99%Delivery Success Rate",
      "100,000+Packages Shipped",
    ]);
    // Every item of the shipped block has an icon, drawn as decoration.
    for (const item of items) expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it("leaves the icon out when the item has none", () => {
    const block: Stats = {
      type: "stats",
      title: "Numbers",
      items: [
        { value: "12", label: "Trucks", icon: "truck" },
        { value: "3", label: "Warehouses" },
      ],
    };
    renderOnPage(<StatsBlock block={block} />, "/about");

    const [trucks, warehouses] = screen.getAllByRole("listitem");
    expect(within(trucks!).getByText("12")).toBeInTheDocument();
    expect(trucks!.querySelector("svg")).not.toBeNull();
    expect(within(warehouses!).getByText("Warehouses")).toBeInTheDocument();
    expect(warehouses!.querySelector("svg")).toBeNull();
  });
});

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { ShippingOptionsBlock } from "./index.tsx";

type ShippingOptions = BlockOf<"shipping-options">;

describe("ShippingOptionsBlock", () => {
  it("shows sea freight, full container and air freight to the city, with transit times where given", () => {
    const path = "/pakistan-cargo-to-islamabad";
    renderOnPage(<ShippingOptionsBlock block={blockOn<ShippingOptions>(path, "shipping-options")} />, path);

    expect(screen.getByRole("heading", { level: 2, name: "Shipping Options to Islamabad" })).toBeInTheDocument();
    expect(screen.getByText("Choose the service that fits your goods, budget and timeline.")).toBeInTheDocument();
    const [sea, container, air] = screen.getAllByRole("listitem");
    expect(within(sea!).getByRole("heading", { level: 3, name: "Sea Freight" })).toBeInTheDocument();
    expect(within(sea!).getByText("The best value for heavy and bulky goods.")).toBeInTheDocument();
    expect(sea).toHaveTextContent("12-15 days");
    expect(within(container!).getByRole("heading", { level: 3, name: "Full Container" })).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/days/);
    expect(air).toHaveTextContent("3-5 days");
    expect(sea!.querySelector("svg.lucide-ship")).not.toBeNull();

    expect(screen.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services/");
  });

  it("has no link when the block gives none", () => {
    const block: ShippingOptions = {
      type: "shipping-options",
      title: "Options",
      options: [{ title: "Courier", description: "Small parcels.", icon: "package", transit: "2-4 days" }],
    };
    renderOnPage(<ShippingOptionsBlock block={block} />, "/");
    expect(screen.getByRole("listitem")).toHaveTextContent("2-4 days");
    expect(screen.queryByRole("link")).toBeNull();
  });
});

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { LinkListBlock } from "./index.tsx";

type LinkList = BlockOf<"link-list">;

describe("LinkListBlock", () => {
  it("links the cities that have a page and shows the others as plain text (courier service)", () => {
    const block = blockOn<LinkList>("/services/courier-service", "link-list");
    expect(block.style).toBe("inline");
    renderOnPage(<LinkListBlock block={block} />, "/services/courier-service");

    expect(screen.getByRole("heading", { level: 2, name: "Popular Destinations" })).toBeInTheDocument();
    expect(screen.getByText(/Some of the Pakistani cities/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Karachi" })).toHaveAttribute("href", "/pakistan-cargo-to-karachi/");
    expect(screen.getByRole("link", { name: "Peshawar" })).toHaveAttribute("href", "/pakistan-cargo-to-peshawar/");
    for (const city of ["Faisalabad", "Multan"]) {
      expect(screen.getByText(city)).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: city })).toBeNull();
      expect(screen.getByText(city).closest("a")).toBeNull();
    }
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
    expect(screen.getAllByRole("link")).toHaveLength(4);
  });

  it("shows cards with a heading link and description for each item", () => {
    const block = blockOn<LinkList>("/services", "link-list");
    renderOnPage(<LinkListBlock block={block} />, "/services");

    expect(screen.getByRole("heading", { level: 2, name: "Popular Routes" })).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(4);
    const first = within(items[0]!);
    expect(first.getByRole("heading", { level: 3, name: "Dubai to Karachi" })).toBeInTheDocument();
    expect(first.getByRole("link", { name: "Dubai to Karachi" })).toHaveAttribute("href", "/pakistan-cargo-to-karachi/");
    expect(first.getByText(/Pakistan's largest port city/)).toBeInTheDocument();
  });

  it("defaults to cards and keeps an item without href as an unlinked heading", () => {
    const block: LinkList = {
      type: "link-list",
      title: "Related",
      links: [
        { label: "Sea Freight", href: "/services/sea-freight", description: "Big and heavy." },
        { label: "Coming soon", description: "Not yet bookable." },
        { label: "Partner site", href: "https://partner.example/" },
      ],
    };
    renderOnPage(<LinkListBlock block={block} />, "/");

    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 3, name: "Coming soon" }).querySelector("a")).toBeNull();
    expect(screen.getByText("Not yet bookable.")).toBeInTheDocument();
    const external = screen.getByRole("link", { name: "Partner site" });
    expect(external).toHaveAttribute("href", "https://partner.example/");
    expect(external).toHaveAttribute("target", "_blank");
  });

  it("renders the list a family entry fills in (related services of courier)", () => {
    const page = "/services/courier-service";
    const related = renderOnPage(<></>, page).data.page.blocks.filter((b) => b.type === "link-list")[1] as LinkList;
    renderOnPage(<LinkListBlock block={related} />, page);
    expect(screen.getByRole("heading", { level: 2, name: "Related Services" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Air Freight" })).toHaveAttribute("href", "/services/air-freight/");
    expect(screen.getByRole("link", { name: "Professional Packaging" })).toHaveAttribute("href", "/services/packaging/");
  });
});

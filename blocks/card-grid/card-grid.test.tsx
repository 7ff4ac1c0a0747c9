import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { iconColors } from "../../runtime/foundation/theme/tokens.ts";
import { CardGridBlock } from "./index.tsx";
import { columnsFor } from "../../runtime/foundation/ui/columns-for.ts";

type CardGrid = BlockOf<"card-grid">;

function cards(): HTMLElement[] {
  return screen.getAllByRole("article");
}

describe("card-grid", () => {
  it("shows a service page's sub-offerings as cards with title, description and icon", () => {
    const path = "/services/sea-freight";
    const block = blockOn<CardGrid>(path, "card-grid");
    renderOnPage(<CardGridBlock block={block} />, path);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Sea Freight Options");
    expect(cards()).toHaveLength(block.cards.length);
    block.cards.forEach((card, index) => {
      const element = cards()[index] as HTMLElement;
      expect(within(element).getByRole("heading", { level: 3 })).toHaveTextContent(card.title);
      expect(within(element).getByText(card.description)).toBeInTheDocument();
      expect(element.querySelector("svg[aria-hidden='true']")).not.toBeNull();
    });
    // These cards have no link: nothing to click.
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("links each card with a name that tells the cards apart", () => {
    const path = "/dubai-to-pakistan";
    const block = blockOn<CardGrid>(path, "card-grid");
    renderOnPage(<CardGridBlock block={block} />, path);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Services from Dubai");
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(block.cards.map((card) => card.link?.href));
    expect(screen.getByRole("link", { name: /Learn More.*Sea Freight/ })).toHaveAttribute("href", "/services/sea-freight/");
    expect(new Set(links.map((link) => link.textContent)).size).toBe(links.length);
  });

  it("lists a card's features and paints its icon badge in its colour", () => {
    const block: CardGrid = {
      type: "card-grid",
      title: "Containers",
      intro: "Pick the size that fits.",
      cards: [
        { title: "Reefer", description: "Cold chain.", icon: "snowflake", iconColor: "teal", features: ["-18 to +18 °C", "Monitored"] },
        { title: "Plain", description: "Dry goods.", icon: "box" },
      ],
    };
    renderOnPage(<CardGridBlock block={block} />, "/");
    expect(screen.getByText("Pick the size that fits.")).toBeInTheDocument();
    const [reefer, plain] = cards() as [HTMLElement, HTMLElement];
    expect(
      within(within(reefer).getByRole("list"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["-18 to +18 °C", "Monitored"]);
    expect(within(plain).queryByRole("list")).toBeNull();
    const badge = reefer.querySelector("svg")?.parentElement as HTMLElement;
    expect(badge).toHaveStyle({ background: iconColors.teal.bg });
    const plainBadge = plain.querySelector("svg")?.parentElement as HTMLElement;
    expect(plainBadge).toHaveStyle({ background: iconColors.navy.bg });
  });
});

describe("columnsFor", () => {
  it("uses one row up to four tiles, then whichever of three or four leaves the fuller last row", () => {
    expect([1, 2, 3, 4].map(columnsFor)).toEqual([1, 2, 3, 4]);
    expect(columnsFor(6)).toBe(3);
    expect(columnsFor(7)).toBe(4);
    expect(columnsFor(8)).toBe(4);
    expect(columnsFor(5)).toBe(3);
    expect(columnsFor(11)).toBe(4);
  });
});

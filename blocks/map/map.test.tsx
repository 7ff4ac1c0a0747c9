import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { MapBlock } from "./index.tsx";

type MapData = BlockOf<"map">;

describe("MapBlock", () => {
  it("shows the title and the block's text as the caption of the map placeholder", () => {
    renderOnPage(<MapBlock block={blockOn<MapData>("/contact", "map")} />, "/contact");

    expect(screen.getByRole("heading", { level: 2, name: "Find Our Office" })).toBeInTheDocument();
    // The text is the spec's (it wrongly names Karachi); the block shows what pages.json says.
    const figure = screen.getByRole("figure", { name: "Our office is in Karachi, Pakistan." });
    expect(figure.querySelector("figcaption")).toHaveTextContent("Our office is in Karachi, Pakistan.");
  });

  it("loads no external map and hides the drawing from screen readers", () => {
    const { container } = renderOnPage(<MapBlock block={{ type: "map", title: "Map", text: "Near the creek." }} />, "/contact");

    expect(container.querySelector("iframe, img, script")).toBeNull();
    const drawings = container.querySelectorAll("figure svg");
    expect(drawings.length).toBeGreaterThan(0);
    for (const svg of drawings) expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole("figure", { name: "Near the creek." })).toBeInTheDocument();
  });
});

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { TestimonialsBlock } from "./index.tsx";

type Testimonials = BlockOf<"testimonials">;

describe("TestimonialsBlock", () => {
  it("shows three quotes naming the destination city, each rated 5 out of 5", () => {
    const path = "/pakistan-cargo-to-karachi";
    const { container } = renderOnPage(<TestimonialsBlock block={blockOn<Testimonials>(path, "testimonials")} />, path);

    expect(screen.getByRole("heading", { level: 2, name: "What Our Customers Say" })).toBeInTheDocument();
    const quotes = container.querySelectorAll("blockquote");
    expect(quotes).toHaveLength(3);
    expect(quotes[0]).toHaveTextContent("I sent my whole household to Karachi and not a single plate was broken.");
    expect(screen.getAllByRole("img", { name: "Rated 5 out of 5" })).toHaveLength(3);

    const [first] = screen.getAllByRole("listitem");
    expect(within(first!).getByText("Imran Qureshi")).toBeInTheDocument();
    expect(within(first!).getByText("Dubai")).toBeInTheDocument();
  });

  it("fills in as many stars as the rating and names it", () => {
    const block: Testimonials = {
      type: "testimonials",
      title: "Reviews",
      items: [{ name: "Sara", text: "Good service.", rating: 3 }],
    };
    const { container } = renderOnPage(<TestimonialsBlock block={block} />, "/");

    const stars = screen.getByRole("img", { name: "Rated 3 out of 5" });
    expect(stars.querySelectorAll("svg")).toHaveLength(5);
    expect(container.querySelector("blockquote")).toHaveTextContent("Good service.");
    // No location given: only the name under the quote.
    expect(container.querySelector("figcaption")).toHaveTextContent(/^SSara$/);
  });
});

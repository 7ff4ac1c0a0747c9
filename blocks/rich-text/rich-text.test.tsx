import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { RichTextBlock } from "./index.tsx";

type RichText = BlockOf<"rich-text">;

describe("RichTextBlock", () => {
  it("shows the title, section headings, paragraphs and bullets of the services text", () => {
    const block = blockOn<RichText>("/services", "rich-text");
    renderOnPage(<RichTextBlock block={block} />, "/services");

    expect(screen.getByRole("heading", { level: 2, name: "How We Move Your Goods" })).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(block.sections.map((section) => section.heading));
    expect(screen.getByText(/Most shipments reach their destination within 7-15 days/)).toBeInTheDocument();
    const bullets = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(bullets).toContain("Sea freight: best value for heavy and bulky goods");
    expect(bullets).toHaveLength(block.sections.flatMap((section) => section.bullets ?? []).length);
  });

  it("fills the service into a family's text", () => {
    const path = "/services/sea-freight";
    const { container } = renderOnPage(<RichTextBlock block={blockOn<RichText>(path, "rich-text")} />, path);
    expect(screen.getByRole("heading", { level: 2, name: "About Our Sea Freight Service" })).toBeInTheDocument();
    expect(container.querySelector("p")!.textContent).not.toMatch(/[{}]/);
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("makes the section headings h2 when the block has no title (privacy policy)", () => {
    renderOnPage(<RichTextBlock block={blockOn<RichText>("/privacy", "rich-text")} />, "/privacy");

    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Information we collect" })).toBeInTheDocument();
    const list = screen.getByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    expect(within(list).getByText("To prepare quotes and arrange pickups and deliveries")).toBeInTheDocument();
  });
});

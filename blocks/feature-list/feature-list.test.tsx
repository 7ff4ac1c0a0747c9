import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { FeatureListBlock } from "./index.tsx";

type FeatureList = BlockOf<"feature-list">;

function items(): HTMLElement[] {
  return within(screen.getByRole("list")).getAllByRole("listitem");
}

/** The grid-template-columns the list uses from the widest breakpoint on. */
function wideColumns(): string | undefined {
  const list = screen.getByRole("list");
  const rules = [...document.querySelectorAll("style")].map((style) => style.textContent ?? "").join("\n");
  const className = [...list.classList].find((name) => name.startsWith("css-"));
  const pattern = new RegExp(`min-width:\\s*1024px\\)\\{\\.${className}\\{grid-template-columns:repeat\\((\\d+)`);
  return pattern.exec(rules)?.[1];
}

describe("feature-list", () => {
  it("shows the home page's reasons with their titles, descriptions and icons", () => {
    const block = blockOn<FeatureList>("/", "feature-list");
    renderOnPage(<FeatureListBlock block={block} />, "/");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(block.title);
    if (block.intro) expect(screen.getByText(block.intro)).toBeInTheDocument();
    expect(items()).toHaveLength(block.items.length);
    block.items.forEach((item, index) => {
      const element = items()[index] as HTMLElement;
      expect(within(element).getByRole("heading", { level: 3 })).toHaveTextContent(item.title);
      if (item.description) expect(within(element).getByText(item.description)).toBeInTheDocument();
      expect(element.querySelector("svg") !== null).toBe(Boolean(item.icon));
    });
    expect(screen.getByText("Cargo insurance cover up to AED 50,000")).toBeInTheDocument();
  });

  it("fills a service's key benefits from its entry", () => {
    const path = "/services/insurance";
    const block = blockOn<FeatureList>(path, "feature-list");
    renderOnPage(<FeatureListBlock block={block} />, path);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Key Benefits");
    expect(items().length).toBeGreaterThan(0);
    expect(wideColumns()).toBe("2");
  });

  it("shows items without icon or description, in three columns by default", () => {
    const block: FeatureList = { type: "feature-list", title: "Highlights", items: [{ title: "Door-to-door" }, { title: "Tracking", icon: "search" }] };
    renderOnPage(<FeatureListBlock block={block} />, "/");
    const [plain, withIcon] = items() as [HTMLElement, HTMLElement];
    expect(plain).toHaveTextContent(/^Door-to-door$/);
    expect(plain.querySelector("svg")).toBeNull();
    expect(plain.querySelector("p")).toBeNull();
    expect(withIcon.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(wideColumns()).toBe("3");
  });

  it("uses the columns the block asks for", () => {
    const block = blockOn<FeatureList>("/about", "feature-list");
    expect(block.columns).toBe(4);
    renderOnPage(<FeatureListBlock block={block} />, "/about");
    expect(wideColumns()).toBe("4");
    expect(items().map((item) => within(item).getByRole("heading").textContent)).toEqual(["Reliability", "Transparency", "Customer Focus", "Excellence"]);
  });
});

import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { shellOf } from "../../data/shell.ts";
import type { PageData } from "../site-data.ts";
import { SiteProvider } from "../site-context.tsx";
import { shippedSite } from "../../testing/render-block.tsx";
import { Icon } from "./icon.tsx";

function renderIcon(element: React.ReactElement, icons: PageData["icons"]) {
  const site = shippedSite();
  const data = { status: 200, page: site.pages[0]!, collections: {}, icons } as unknown as PageData;
  return render(
    <SiteProvider shell={shellOf(site)} data={data}>
      {element}
    </SiteProvider>,
  ).container;
}

describe("Icon", () => {
  it("draws a content icon from the page's data, hidden from screen readers", () => {
    const svg = renderIcon(<Icon name="ship" size={20} className="badge" />, { ship: '<path d="M1 1h2"></path>' }).querySelector("svg");
    expect(svg).toHaveClass("lucide", "lucide-ship", "badge");
    expect(svg).toHaveAttribute("width", "20");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg?.innerHTML).toBe('<path d="M1 1h2"></path>');
  });

  it("draws the interface's own icons without page data, and nothing for an icon it has no drawing of", () => {
    expect(renderIcon(<Icon name="phone" />, {}).querySelector("svg.lucide-phone")).not.toBeNull();
    expect(renderIcon(<Icon name="ship" />, {}).querySelector("svg")).toBeNull();
  });

  it("draws the interface's icons outside a page too (a notice in the editor), as lucide does, in a colour if given", () => {
    const svg = render(<Icon name="chevron-down" size={16} color="#f2a541" />).container.querySelector("svg");
    expect(svg).toHaveClass("lucide", "lucide-chevron-down");
    expect(svg).toHaveAttribute("stroke", "#f2a541");
    expect(svg).toHaveAttribute("height", "16");
    expect(svg?.innerHTML).toBe('<path d="m6 9 6 6 6-6"></path>');
    expect(render(<Icon name="ship" />).container.querySelector("svg")).toBeNull();
  });
});

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { BreadcrumbBlock } from "./index.tsx";

type Breadcrumb = BlockOf<"breadcrumb">;

function jsonLdScripts(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
}

describe("breadcrumb", () => {
  it("lists Home, the linked steps and the current page without a link", () => {
    const path = "/services/sea-freight";
    renderOnPage(<BreadcrumbBlock block={blockOn<Breadcrumb>(path, "breadcrumb")} />, path);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const items = within(within(nav).getByRole("list")).getAllByRole("listitem");
    expect(nav.querySelector("ol")).not.toBeNull();
    expect(items.map((item) => item.textContent?.replace("/", "").trim())).toEqual(["Home", "Services", "Sea Freight"]);

    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    expect(within(nav).queryByRole("link", { name: "Sea Freight" })).toBeNull();
    const current = within(nav).getByText("Sea Freight");
    expect(current).toHaveAttribute("aria-current", "page");
    expect(nav.querySelectorAll("[aria-current]")).toHaveLength(1);
  });

  it("describes the trail as BreadcrumbList structured data with absolute addresses", () => {
    const path = "/services/sea-freight";
    const { container, shell } = renderOnPage(<BreadcrumbBlock block={blockOn<Breadcrumb>(path, "breadcrumb")} />, path);
    const scripts = jsonLdScripts(container);
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? "")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${shell.site.url}/` },
        { "@type": "ListItem", position: 2, name: "Services", item: `${shell.site.url}/services` },
        { "@type": "ListItem", position: 3, name: "Sea Freight", item: `${shell.site.url}/services/sea-freight` },
      ],
    });
  });

  it("adds no structured data unless the page asks for it", () => {
    const block = blockOn<Breadcrumb>("/about", "breadcrumb");
    expect(block.structuredData).toBeFalsy();
    const { container } = renderOnPage(<BreadcrumbBlock block={block} />, "/about");
    expect(jsonLdScripts(container)).toHaveLength(0);
    expect(screen.getByText("About Us")).toHaveAttribute("aria-current", "page");
  });

  it("keeps a label that contains </script> inside the structured data", () => {
    const label = 'Crates </script><script>alert("x")</script> & <!-- more';
    const block: Breadcrumb = { type: "breadcrumb", structuredData: true, items: [{ label: "Services", href: "/services" }, { label }] };
    const { container } = renderOnPage(<BreadcrumbBlock block={block} />, "/services/packaging");
    const scripts = container.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    const text = scripts[0]?.innerHTML ?? "";
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain("<!--");
    const data = JSON.parse(text) as { itemListElement: { name: string }[] };
    expect(data.itemListElement[2]?.name).toBe(label);
    expect(screen.getByText(label)).toHaveAttribute("aria-current", "page");
  });
});

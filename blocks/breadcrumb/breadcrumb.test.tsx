import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { serializeJsonLd } from "../../runtime/foundation/ui/json-ld.tsx";
import { BreadcrumbBlock } from "./index.tsx";
import { breadcrumbMeta } from "./meta.ts";

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
    expect(within(nav).getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services/");
    expect(within(nav).queryByRole("link", { name: "Sea Freight" })).toBeNull();
    const current = within(nav).getByText("Sea Freight");
    expect(current).toHaveAttribute("aria-current", "page");
    expect(nav.querySelectorAll("[aria-current]")).toHaveLength(1);
  });

  it("describes the trail as BreadcrumbList structured data with absolute addresses, for the page's head and not in the block", () => {
    const path = "/services/sea-freight";
    const block = blockOn<Breadcrumb>(path, "breadcrumb");
    const { container, shell, data } = renderOnPage(<BreadcrumbBlock block={block} />, path);
    expect(jsonLdScripts(container)).toHaveLength(0);
    expect(breadcrumbMeta.structuredData!(block, { shell, data })).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${shell.site.url}/` },
        { "@type": "ListItem", position: 2, name: "Services", item: `${shell.site.url}/services/` },
        { "@type": "ListItem", position: 3, name: "Sea Freight", item: `${shell.site.url}/services/sea-freight/` },
      ],
    });
  });

  it("is described on every page that shows a trail, unless the block turns it off", () => {
    const block = blockOn<Breadcrumb>("/about", "breadcrumb");
    expect(block.structuredData).toBeUndefined();
    const { shell, data } = renderOnPage(<BreadcrumbBlock block={block} />, "/about");
    expect(breadcrumbMeta.structuredData!(block, { shell, data })).toMatchObject({ "@type": "BreadcrumbList" });
    expect(breadcrumbMeta.structuredData!({ ...block, structuredData: false }, { shell, data })).toBeNull();
    expect(screen.getByText("About Us")).toHaveAttribute("aria-current", "page");
  });

  it("keeps a label that contains </script> in the structured data, which the prerender escapes", () => {
    const label = 'Crates </script><script>alert("x")</script> & <!-- more';
    const block: Breadcrumb = { type: "breadcrumb", items: [{ label: "Services", href: "/services/" }, { label }] };
    const { shell, data } = renderOnPage(<BreadcrumbBlock block={block} />, "/services/packaging");
    const text = serializeJsonLd(breadcrumbMeta.structuredData!(block, { shell, data }));
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain("<!--");
    const parsed = JSON.parse(text) as { itemListElement: { name: string }[] };
    expect(parsed.itemListElement[2]?.name).toBe(label);
    expect(screen.getByText(label)).toHaveAttribute("aria-current", "page");
  });
});

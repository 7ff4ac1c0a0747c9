// The drawings of the icons a page's content names, as SVG markup for inside an <svg> element.
// They travel with the page's data, so the browser gets the few icons a page shows instead of
// the whole icon set; runtime/foundation/ui/icon.tsx draws them.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { IconName } from "../../schema/index.ts";
import { iconSet } from "./icon-set.ts";

const cache = new Map<IconName, string>();

function isIconName(value: unknown): value is IconName {
  return typeof value === "string" && Object.hasOwn(iconSet, value);
}

/** The children of the icon's <svg> element, as lucide draws them. */
export function iconMarkup(name: IconName): string {
  let markup = cache.get(name);
  if (markup === undefined) {
    const svg = renderToStaticMarkup(createElement(iconSet[name]));
    markup = svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>"));
    cache.set(name, markup);
  }
  return markup;
}

/** Every icon named by an `icon` field anywhere in the given content. */
export function iconsNamedIn(content: unknown, found = new Set<IconName>()): Set<IconName> {
  if (Array.isArray(content)) {
    for (const item of content) iconsNamedIn(item, found);
  } else if (content !== null && typeof content === "object") {
    for (const [key, value] of Object.entries(content)) {
      if (key === "icon" && isIconName(value)) found.add(value);
      else iconsNamedIn(value, found);
    }
  }
  return found;
}

export function iconMarkupFor(content: unknown): Partial<Record<IconName, string>> {
  return Object.fromEntries([...iconsNamedIn(content)].sort().map((name) => [name, iconMarkup(name)]));
}

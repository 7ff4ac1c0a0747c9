// The drawings of the icons a page's content names, as SVG markup for inside an <svg> element.
// They travel with the page's data, so the browser gets the few icons a page shows instead of
// the whole icon set; runtime/foundation/ui/icon.tsx draws them. Written out by `npm run gen`
// (icon-drawings.gen.ts), so making page data needs no React.
import type { IconName } from "../../schema/index.ts";
import { iconDrawings } from "./icon-drawings.gen.ts";

function isIconName(value: unknown): value is IconName {
  return typeof value === "string" && Object.hasOwn(iconDrawings, value);
}

/** The children of the icon's <svg> element, as lucide draws them. */
export function iconMarkup(name: IconName): string {
  return iconDrawings[name];
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

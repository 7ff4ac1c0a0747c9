// unlinked-city: in a list where cities link to their pages, a city that has a page but no link.
import { metaOf } from "../../../blocks/meta.ts";
import { ClaimSet } from "../claims/claim-set.ts";
import { defineRule } from "../define-rule.ts";
import { placeAt, type ContextNode } from "../text-index.ts";

type Json = Record<string, unknown>;

function insideTrail(node: ContextNode | null): boolean {
  for (let current = node; current; current = current.parent) {
    if (metaOf(current.value)?.lint?.trail) return true;
  }
  return false;
}

export const unlinkedCity = defineRule({
  name: "unlinked-city",
  meta: {
    kind: "problem",
    description: "A city with its own page named without a link in a list where its neighbours are linked.",
    defaultLevel: "warn",
    messages: {
      unlinked: '{{city}} has its own page, {{route}}, but is not linked here, unlike {{linked}} in the same list: add "href": "{{route}}"',
    },
    staffMessages: {
      unlinked: "{{city}} has its own page, {{route}}, but is not linked here, unlike {{linked}} in the same list: give it the link address {{route}}",
    },
  },
  create(context) {
    const pages = new Map<string, string>();
    for (const family of ["destinations", "origins", "areas"] as const) {
      for (const item of context.collections[family]) if (!pages.has(item.label.toLowerCase())) pages.set(item.label.toLowerCase(), item.route);
    }
    const found = new ClaimSet<{ city: string; route: string; linked: string }>((value) => value.city);
    for (const item of context.texts.items) {
      if (item.key !== "label" || !item.context?.parent) continue;
      const link = item.context.value as Json;
      const list = item.context.parent.value;
      if ("href" in link || "kind" in link || !Array.isArray(list)) continue;
      const route = pages.get(item.text.trim().toLowerCase());
      if (!route || item.routes.every((shownOn) => shownOn === route) || insideTrail(item.context)) continue;
      const neighbours = (list as Json[])
        .filter((other) => typeof other?.href === "string" && typeof other.label === "string")
        .map((other) => other.label as string);
      if (neighbours.length === 0) continue;
      const linked = neighbours.length > 3 ? `${neighbours.slice(0, 3).join(", ")} and others` : neighbours.join(", ").replace(/, ([^,]*)$/, " and $1");
      found.add(placeAt(item, 0), item.routes, { city: item.text.trim(), route, linked });
    }
    for (const { place, routes, value } of found.list()) {
      context.report({ messageId: "unlinked", data: value, place, routes });
    }
  },
});

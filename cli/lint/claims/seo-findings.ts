// The checks seo-title and seo-description share: a length search results can show, and a text
// no other page uses. Pages for unknown addresses (*) are left out: search engines do not list them.
import { isCatchAll } from "../../../runtime/content/expand.ts";
import type { TextIndex } from "../text-index.ts";
import type { Place } from "../types.ts";

export type SeoFinding =
  | { kind: "tooShort" | "tooLong"; place: Place; routes: string[]; length: string }
  | { kind: "duplicate"; place: Place; routes: string[]; text: string; others: string }
  | { kind: "sameOnEveryPage"; place: Place; routes: string[]; text: string; count: number };

interface Describer {
  describe(place: Place, routes: readonly string[]): string;
}

function lengths(values: number[]): string {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return min === max ? `${min}` : `${min} to ${max}`;
}

export function seoFindings(texts: TextIndex, context: Describer, field: "title" | "description", limits: { min: number; max: number }): SeoFinding[] {
  // Where each page's text is written, and what it says on each route.
  const places = new Map<string, Map<string, string>>();
  for (const item of texts.items) {
    if (item.area !== "seo" || item.key !== field || !item.context?.pointer.endsWith("/seo")) continue;
    const shown = places.get(item.pointer) ?? new Map<string, string>();
    for (const route of item.routes) if (!isCatchAll(route)) shown.set(route, item.text);
    places.set(item.pointer, shown);
  }
  const findings: SeoFinding[] = [];
  const pages = new Map<string, { pointer: string; route: string }[]>();
  for (const [pointer, shown] of places) {
    const place = { pointer, offset: 0 };
    const short = [...shown].filter(([, text]) => text.length < limits.min);
    const long = [...shown].filter(([, text]) => text.length > limits.max);
    if (short.length > 0) findings.push({ kind: "tooShort", place, routes: short.map(([route]) => route), length: lengths(short.map(([, text]) => text.length)) });
    if (long.length > 0) findings.push({ kind: "tooLong", place, routes: long.map(([route]) => route), length: lengths(long.map(([, text]) => text.length)) });
    for (const [route, text] of shown) {
      const key = text.trim().toLowerCase();
      const same = pages.get(key) ?? [];
      same.push({ pointer, route });
      pages.set(key, same);
    }
  }
  for (const same of pages.values()) {
    if (same.length < 2) continue;
    const pointers = [...new Set(same.map((page) => page.pointer))];
    const text = places.get(pointers[0] as string)?.get((same[0] as { route: string }).route) ?? "";
    const routesAt = (pointer: string) => same.filter((page) => page.pointer === pointer).map((page) => page.route);
    if (pointers.length === 1) {
      findings.push({ kind: "sameOnEveryPage", place: { pointer: pointers[0] as string, offset: 0 }, routes: routesAt(pointers[0] as string), text, count: same.length });
      continue;
    }
    for (const pointer of pointers) {
      const others = pointers.filter((other) => other !== pointer).map((other) => context.describe({ pointer: other, offset: 0 }, routesAt(other)));
      findings.push({ kind: "duplicate", place: { pointer, offset: 0 }, routes: routesAt(pointer), text, others: others.join(" and ") });
    }
  }
  return findings;
}

// The checks seo-title and seo-description share: a length search results can show, and a text
// no other page uses. Pages for unknown addresses (*) are left out: search engines do not list them.
import { isCatchAll } from "../../foundation/content/index.ts";
import { defineRule, type Rule } from "../define-rule.ts";
import type { ReportDescriptor } from "../rule-context.ts";
import type { TextIndex } from "../text-index.ts";
import type { Mention, TextPlace } from "../types.ts";

export type SeoFinding =
  | { kind: "tooShort" | "tooLong"; place: TextPlace; routes: string[]; related: Mention[]; length: string }
  | { kind: "duplicate"; place: TextPlace; routes: string[]; related: Mention[]; text: string; others: string }
  | { kind: "sameOnEveryPage"; place: TextPlace; routes: string[]; related: Mention[]; text: string; count: number };

interface Describer {
  describe(place: TextPlace, routes: readonly string[]): Mention;
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
    if (short.length > 0)
      findings.push({ kind: "tooShort", place, related: [], routes: short.map(([route]) => route), length: lengths(short.map(([, text]) => text.length)) });
    if (long.length > 0)
      findings.push({ kind: "tooLong", place, related: [], routes: long.map(([route]) => route), length: lengths(long.map(([, text]) => text.length)) });
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
      findings.push({
        kind: "sameOnEveryPage",
        related: [],
        place: { pointer: pointers[0] as string, offset: 0 },
        routes: routesAt(pointers[0] as string),
        text,
        count: same.length,
      });
      continue;
    }
    for (const pointer of pointers) {
      const others = pointers.filter((other) => other !== pointer).map((other) => context.describe({ pointer: other, offset: 0 }, routesAt(other)));
      const named = others.map((other) => other.message).join(" and ");
      findings.push({ kind: "duplicate", place: { pointer, offset: 0 }, routes: routesAt(pointer), text, others: named, related: others });
    }
  }
  return findings;
}

/** The messages an SEO rule words for its field, each with the placeholders its finding fills. */
// A type, not an interface: only a type alias fits the Messages record it must also be.
export type SeoMessages = {
  readonly tooShort: `${string}{{length}}${string}`;
  readonly tooLong: `${string}{{length}}${string}`;
  readonly duplicate: `${string}{{text}}${string}{{others}}${string}`;
  readonly sameOnEveryPage: `${string}{{count}}${string}{{text}}${string}`;
};

export interface SeoRuleSpec<Name extends string, M extends SeoMessages> {
  name: Name;
  field: "title" | "description";
  /** The lengths search results show whole. */
  limits: { min: number; max: number };
  description: string;
  messages: M;
  /** Its messages in the staff's words, where they differ (RuleMeta.staffMessages). */
  staffMessages?: { readonly [Id in keyof M]?: string };
}

/** seo-title and seo-description: the same checks on another field, in their own words. */
export function defineSeoRule<const Name extends string, const M extends SeoMessages>(spec: SeoRuleSpec<Name, M>): Rule<Name, M> {
  return defineRule<Name, M>({
    name: spec.name,
    meta: { kind: "suggestion", description: spec.description, defaultLevel: "warn", messages: spec.messages, staffMessages: spec.staffMessages },
    create(context) {
      for (const { kind, place, routes, related, ...data } of seoFindings(context.texts, context, spec.field, spec.limits)) {
        // SeoMessages ties each kind to the placeholders its data fills, which TypeScript cannot
        // follow through the union of findings: the one cast of the lint rules.
        context.report({ messageId: kind, data, place, routes, related } as ReportDescriptor<M, typeof kind>);
      }
    },
  });
}

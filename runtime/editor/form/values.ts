// Values the form makes: what a new item or an added optional field starts as, how an item is
// named in its menu ("Actions for Karachi"), and immutable updates of arrays and objects.
import { englishOf } from "../../foundation/content/index.ts";
import type { JsonSchema } from "../../../schema/index.ts";
import { pick, type SchemaNode } from "../../foundation/content/schema-nodes.ts";

/** The schema's first example (defaultSnippets), else the smallest value its shape allows. */
export function defaultFor(node: SchemaNode): unknown {
  const { schema, file } = pick(node, undefined);
  const snippet = (schema.defaultSnippets as { body?: unknown }[] | undefined)?.[0]?.body;
  if (snippet !== undefined) return structuredClone(snippet);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.filter((name) => properties[name]).map((name) => [name, defaultFor({ schema: properties[name]!, file })]));
    }
    case "array":
      return [];
    case "boolean":
      return false;
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 0;
    default:
      return "";
  }
}

const namingFields = ["city", "name", "title", "label", "question", "heading", "alt", "route", "slug", "type"];

/** How an item of a list is called in its menu and legend. */
export function itemName(value: unknown, index: number): string {
  const short = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);
  // A text in several languages is named by its English, as the editor's own words are English.
  const words = englishOf(value);
  if (words.trim()) return short(words);
  if (typeof value === "object" && value !== null) {
    for (const field of namingFields) {
      const named = englishOf((value as Record<string, unknown>)[field]);
      if (named.trim()) return short(named);
    }
  }
  return `item ${index + 1}`;
}

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function withItem<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, at) => (at === index ? item : current));
}

/** The object with `key` set, or removed when `value` is undefined. */
export function withKey(object: Readonly<Record<string, unknown>>, key: string, value: unknown): Record<string, unknown> {
  if (value === undefined) return Object.fromEntries(Object.entries(object).filter(([name]) => name !== key));
  return key in object ? Object.fromEntries(Object.entries(object).map(([name, old]) => [name, name === key ? value : old])) : { ...object, [key]: value };
}

// Names a place in pages.json the way an editor thinks of it: "the hero block on page /about",
// "the destination Karachi", "the SEO of every destination page", rather than a JSON pointer or
// the file's own words (a family's blocks are its pages' template in the file, and to developers).
import { englishOf } from "./localize.ts";
import { pointerSegments } from "./source.ts";

type Json = Record<string, unknown> | undefined;

const familyNouns: Record<string, string> = {
  services: "service",
  areas: "UAE area",
  origins: "origin city",
  destinations: "destination",
};

function asObject(value: unknown): Json {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function at(value: unknown, key: string | number | undefined): unknown {
  if (key === undefined || value === null || typeof value !== "object") return undefined;
  return (value as Record<string | number, unknown>)[key];
}

export function familyNoun(family: string): string {
  return familyNouns[family] ?? family;
}

/** What an entry of a family is called: its city, name, title or slug (in English, when given in several languages). */
export function entryName(entry: unknown, index: number): string {
  const fields = asObject(entry);
  for (const key of ["city", "name", "title", "slug"]) {
    const value = englishOf(fields?.[key]);
    if (value.length > 0) return value;
  }
  return `number ${index + 1}`;
}

function blockName(block: unknown, index: number): string {
  const type = asObject(block)?.type;
  return typeof type === "string" ? `the ${type} block` : `block ${index + 1}`;
}

export function describePlace(pointer: string, data: unknown): string {
  const [top, second, third, fourth] = pointerSegments(pointer);
  if (top === "pages" && typeof second === "number") {
    const page = at(at(data, "pages"), second);
    const route = asObject(page)?.route;
    const pageName = typeof route === "string" ? `page ${route}` : `page number ${second + 1}`;
    if (third === "blocks" && typeof fourth === "number") return `${blockName(at(at(page, "blocks"), fourth), fourth)} on ${pageName}`;
    if (third === "seo") return `the SEO of ${pageName}`;
    return pageName;
  }
  if (top === "families" && typeof second === "string") {
    const family = at(at(data, "families"), second);
    if (third === "entries" && typeof fourth === "number") {
      return `the ${familyNoun(second)} ${entryName(at(at(family, "entries"), fourth), fourth)}`;
    }
    if (third === "blocks" && typeof fourth === "number") {
      return `${blockName(at(at(family, "blocks"), fourth), fourth)} of every ${familyNoun(second)} page`;
    }
    if (third === "seo") return `the SEO of every ${familyNoun(second)} page`;
    return `the ${second} family`;
  }
  if (top === "site") return "the company facts";
  if (top === "navigation") {
    if (second === "header") return "the header";
    if (second === "secondary") return "the second navigation bar";
    if (second === "footer") return "the footer";
    return "the navigation";
  }
  if (top === "labels") return second === "provinces" ? "the list of province names in the labels" : "the list of labels";
  return "pages.json";
}

/** The name of the property a pointer ends at, skipping list positions. */
export function fieldName(pointer: string): string {
  const segments = pointerSegments(pointer);
  for (let index = segments.length - 1; index >= 0; index--) {
    const segment = segments[index];
    if (typeof segment === "string") return segment;
  }
  return "value";
}

export function valueAt(data: unknown, pointer: string): unknown {
  return pointerSegments(pointer).reduce<unknown>((value, key) => at(value, key), data);
}

// The site outline: what the editor's tree shows, made from the document. The company facts, the
// navigation, each single page by its route with its blocks in order, and each family with its
// template's blocks and its entries by name. Each item knows the JSON pointer it edits and the
// page the preview shows for it.
import { catchAllPrefix, entryName, entryRoute, familyNames, familyNoun, isCatchAll } from "../foundation/content/index.ts";

export interface OutlineItem {
  /** The JSON pointer of what it edits: also its id in the tree. */
  pointer: string;
  label: string;
  /** Item pointers below it. */
  children: OutlineItem[];
  /** The address the preview shows while it (or something in it) is selected. */
  previewPath: string;
  /** Properties edited by items of their own, left out of its form. */
  omit?: string[];
  /** For a family: which one, so "Add ..." knows. */
  family?: string;
}

type Fields = Readonly<Record<string, unknown>>;
const asFields = (value: unknown): Fields => (typeof value === "object" && value !== null ? (value as Fields) : {});
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The address the preview shows for a route: for a catch-all, one that nothing else answers. */
export function previewPathOf(route: string): string {
  return isCatchAll(route) ? `${catchAllPrefix(route)}this-page-does-not-exist` : route;
}

function blockLabel(block: unknown, index: number): string {
  const fields = asFields(block);
  const type = typeof fields.type === "string" ? fields.type : "block";
  const words = [fields.title, fields.heading, fields.text].find((value) => typeof value === "string" && value.trim());
  const short = typeof words === "string" ? `: ${words.length > 36 ? `${words.slice(0, 35)}…` : words}` : "";
  return `${index + 1}. ${type}${short}`;
}

function blockItems(pointer: string, blocks: unknown, previewPath: string): OutlineItem[] {
  return asList(blocks).map((block, index) => ({ pointer: `${pointer}/blocks/${index}`, label: blockLabel(block, index), children: [], previewPath }));
}

export function outlineOf(document: unknown): OutlineItem[] {
  const file = asFields(document);
  const items: OutlineItem[] = [
    { pointer: "/site", label: "Company facts", children: [], previewPath: "/" },
    { pointer: "/navigation", label: "Navigation", children: [], previewPath: "/" },
  ];
  const pages = asList(file.pages).map((page, index): OutlineItem => {
    const route = typeof asFields(page).route === "string" ? (asFields(page).route as string) : `page ${index + 1}`;
    const previewPath = previewPathOf(route);
    const pointer = `/pages/${index}`;
    return { pointer, label: route, children: blockItems(pointer, asFields(page).blocks, previewPath), previewPath, omit: ["blocks"] };
  });
  items.push({ pointer: "/pages", label: "Pages", children: pages, previewPath: "/", omit: [] });
  const families = asFields(file.families);
  for (const name of familyNames) {
    const family = asFields(families[name]);
    const route = typeof family.route === "string" ? family.route : "";
    const entries = asList(family.entries);
    const entryPath = (entry: unknown) => previewPathOf(entryRoute(route, asFields(entry)));
    const firstPath = entries.length > 0 ? entryPath(entries[0]) : "/";
    const pointer = `/families/${name}`;
    const noun = familyNoun(name);
    items.push({
      pointer,
      label: name.charAt(0).toUpperCase() + name.slice(1),
      family: name,
      previewPath: firstPath,
      omit: ["blocks", "entries"],
      children: [
        {
          pointer: `${pointer}/blocks`,
          label: `Template blocks (every ${noun} page)`,
          children: blockItems(pointer, family.blocks, firstPath),
          previewPath: firstPath,
        },
        {
          pointer: `${pointer}/entries`,
          label: `Entries (${entries.length})`,
          previewPath: firstPath,
          family: name,
          children: entries.map((entry, index) => ({
            pointer: `${pointer}/entries/${index}`,
            label: entryName(entry, index),
            children: [],
            previewPath: entryPath(entry),
          })),
        },
      ],
    });
  }
  if (file.lint !== undefined) items.push({ pointer: "/lint", label: "Lint settings", children: [], previewPath: "/" });
  if (file.glossary !== undefined) items.push({ pointer: "/glossary", label: "Glossary", children: [], previewPath: "/" });
  return items;
}

export interface VisibleRow {
  item: OutlineItem;
  level: number;
  /** Position among its siblings (1-based) and their count, for aria-posinset / aria-setsize. */
  position: number;
  siblings: number;
  parent: string | null;
}

/** The rows the tree shows: every item whose ancestors are all expanded. */
export function visibleRows(items: readonly OutlineItem[], expanded: ReadonlySet<string>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (list: readonly OutlineItem[], level: number, parent: string | null) => {
    list.forEach((item, index) => {
      rows.push({ item, level, position: index + 1, siblings: list.length, parent });
      if (item.children.length > 0 && expanded.has(item.pointer)) walk(item.children, level + 1, item.pointer);
    });
  };
  walk(items, 1, null);
  return rows;
}

/** The item whose pointer is this one or the nearest above it. */
export function itemFor(items: readonly OutlineItem[], pointer: string): OutlineItem | null {
  let best: OutlineItem | null = null;
  const walk = (list: readonly OutlineItem[]) => {
    for (const item of list) {
      if (pointer === item.pointer || pointer.startsWith(`${item.pointer}/`)) {
        if (!best || item.pointer.length > best.pointer.length) best = item;
        walk(item.children);
      }
    }
  };
  walk(items);
  return best;
}

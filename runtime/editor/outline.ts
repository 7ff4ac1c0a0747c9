// The site outline: what the editor's tree shows, made from the document. The company facts, the
// navigation, each single page by its route with its blocks in order, and each family with its
// template's blocks and its entries by name. Each item knows the JSON pointer it edits and the
// page the preview shows for it.
import { catchAllPrefix, englishOf, entryName, entryRoute, familyNames, familyNoun, isCatchAll } from "../foundation/content/index.ts";
import { kindName } from "./kind-name.ts";
import { sameList } from "./same-list.ts";

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
  /** A fold of items that edits nothing itself (Advanced): its pointer is only its id in the tree. */
  group?: true;
  /** What else finds it in the outline's filter besides its label: an entry's name in the other languages and its page's address. */
  findBy?: string;
}

/** The company facts only developers change (the site's timings, the lead server's settings): in the Advanced fold. */
const developerSettings = ["behaviour", "leads"] as const;

/** The id of the Advanced fold: not a pointer of the file (a pointer starts with /). */
export const advancedId = "advanced";

type Fields = Readonly<Record<string, unknown>>;
const asFields = (value: unknown): Fields => (typeof value === "object" && value !== null ? (value as Fields) : {});
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The address the preview shows for a route: for a catch-all, one that nothing else answers. */
export function previewPathOf(route: string): string {
  return isCatchAll(route) ? `${catchAllPrefix(route)}this-page-does-not-exist` : route;
}

/** A block is named by its kind and its first words ("FAQ: Frequently Asked Questions"), never by its place in the list. */
function blockLabel(block: unknown): string {
  const fields = asFields(block);
  const type = typeof fields.type === "string" ? kindName(fields.type) : "Block";
  const words = [fields.title, fields.heading, fields.text, fields.label].map((value) => englishOf(value).trim()).find(Boolean);
  const short = words ? `: ${words.length > 36 ? `${words.slice(0, 35)}…` : words}` : "";
  return `${type}${short}`;
}

/** A page by the name the staff call it: the home page and the page shown for an unknown address in words, others by their address. */
export function pageName(route: string): string {
  if (route === "/") return "Home page";
  if (isCatchAll(route)) return catchAllPrefix(route) === "/" ? "Page not found" : `Page not found (under ${catchAllPrefix(route)})`;
  return route;
}

function blockItems(pointer: string, blocks: unknown, previewPath: string): OutlineItem[] {
  return asList(blocks).map((block, index) => ({ pointer: `${pointer}/blocks/${index}`, label: blockLabel(block), children: [], previewPath }));
}

/** Every language's words of an entry's name (a translated name has one per language). */
function namesOf(entry: unknown): string[] {
  const fields = asFields(entry);
  const name = ["city", "name", "title"].map((key) => fields[key]).find((value) => value !== undefined);
  if (typeof name === "string") return [name];
  return Object.values(asFields(name)).filter((value): value is string => typeof value === "string");
}

/**
 * Each entry's item, kept while the entry is the same object at the same place: a key typed into a
 * page or a city makes the outline again, and 10,000 entries' names and addresses are not worked
 * out again for it (and the filter's folded text of each stays known).
 */
const entryItems = new WeakMap<object, { route: string; pointer: string; item: OutlineItem }>();

function entryItem(familyPointer: string, route: string, entry: unknown, index: number): OutlineItem {
  const pointer = `${familyPointer}/entries/${index}`;
  const known = typeof entry === "object" && entry !== null ? entryItems.get(entry) : undefined;
  if (known && known.route === route && known.pointer === pointer) return known.item;
  const previewPath = previewPathOf(entryRoute(route, asFields(entry)));
  const item = { pointer, label: entryName(entry, index), children: [], previewPath, findBy: [...namesOf(entry), previewPath].join(" ") };
  if (typeof entry === "object" && entry !== null) entryItems.set(entry, { route, pointer, item });
  return item;
}

export function outlineOf(document: unknown): OutlineItem[] {
  const file = asFields(document);
  const items: OutlineItem[] = [
    { pointer: "/site", label: "Company facts", children: [], previewPath: "/", omit: [...developerSettings] },
    { pointer: "/navigation", label: "Navigation", children: [], previewPath: "/" },
    // The words of the site's controls and the provinces' names, which visitors read too.
    { pointer: "/labels", label: "Labels", children: [], previewPath: "/" },
  ];
  const pages = asList(file.pages).map((page, index): OutlineItem => {
    const route = typeof asFields(page).route === "string" ? (asFields(page).route as string) : `page ${index + 1}`;
    const previewPath = previewPathOf(route);
    const pointer = `/pages/${index}`;
    return { pointer, label: pageName(route), children: blockItems(pointer, asFields(page).blocks, previewPath), previewPath, omit: ["blocks"] };
  });
  items.push({ pointer: "/pages", label: "Pages", children: pages, previewPath: "/", omit: [] });
  const families = asFields(file.families);
  // What only developers change, the blocks every page of a family shares and the checks' settings,
  // sits in one fold the tree shows closed.
  const templates: OutlineItem[] = [];
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
          pointer: `${pointer}/entries`,
          label: `Entries (${entries.length})`,
          previewPath: firstPath,
          family: name,
          children: entries.map((entry, index) => entryItem(pointer, route, entry, index)),
        },
      ],
    });
    templates.push({
      pointer: `${pointer}/blocks`,
      label: `Blocks of every ${noun} page`,
      children: blockItems(pointer, family.blocks, firstPath),
      previewPath: firstPath,
    });
  }
  if (file.glossary !== undefined) items.push({ pointer: "/glossary", label: "Glossary", children: [], previewPath: "/" });
  const site = asFields(file.site);
  const advanced = [...templates];
  const settingsLabels = { behaviour: "Site timings", leads: "Lead settings" } satisfies Record<(typeof developerSettings)[number], string>;
  for (const key of developerSettings) {
    if (site[key] !== undefined) advanced.push({ pointer: `/site/${key}`, label: settingsLabels[key], children: [], previewPath: "/" });
  }
  if (file.lint !== undefined) advanced.push({ pointer: "/lint", label: "Checks before publishing", children: [], previewPath: "/" });
  if (advanced.length > 0) items.push({ pointer: advancedId, label: "Advanced", children: advanced, previewPath: "/", group: true });
  return items;
}

/**
 * Makes outlines that keep what did not change: each item that reads the same as the one at its
 * place in the outline made before is that same object, and so is each list of them, and the whole
 * outline when nothing in it changed. A key typed into a city's description at 10,000 cities makes
 * the outline again (the entries changed), but what the tree, the Problems panel and the lookups by
 * pointer are given stays the same, so none of them works it all out again.
 */
export function outlineKeeper(): (document: unknown) => OutlineItem[] {
  let last: OutlineItem[] = [];
  return (document) => (last = keptList(last, outlineOf(document)));
}

/** What an item says besides its children and its left-out properties. */
const itemFields = ["pointer", "label", "previewPath", "family", "group", "findBy"] as const;

function keptItem(before: OutlineItem | undefined, after: OutlineItem): OutlineItem {
  if (!before || before === after) return after;
  const children = keptList(before.children, after.children);
  const same = itemFields.every((key) => before[key] === after[key]) && sameList(before.omit, after.omit);
  if (same && children === before.children) return before;
  return children === after.children ? after : { ...after, children };
}

function keptList(before: OutlineItem[], after: OutlineItem[]): OutlineItem[] {
  if (before === after) return after;
  const list = after.map((item, index) => keptItem(before[index], item));
  return list.length === before.length && list.every((item, index) => item === before[index]) ? before : list;
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

/** The item whose pointer is this one or the nearest above it (a fold is looked into, and is its own id). */
export function itemFor(items: readonly OutlineItem[], pointer: string): OutlineItem | null {
  return ancestorsAndItem(items, pointer).at(-1) ?? null;
}

/** Each list's items by pointer (with their places in it), and its folds: made once per list of the outline. */
const listIndexes = new WeakMap<readonly OutlineItem[], { byPointer: Map<string, number[]>; folds: number[] }>();

function listIndex(list: readonly OutlineItem[]) {
  const kept = listIndexes.get(list);
  if (kept) return kept;
  const byPointer = new Map<string, number[]>();
  const folds: number[] = [];
  list.forEach((item, at) => {
    byPointer.set(item.pointer, [...(byPointer.get(item.pointer) ?? []), at]);
    if (item.group) folds.push(at);
  });
  listIndexes.set(list, { byPointer, folds });
  return { byPointer, folds };
}

/**
 * The items from the top of the tree down to the one for this pointer: the rows to open to show it.
 * Each list is looked into by the pointers above this one, not item by item: the Problems panel
 * asks for each of its problems on every key, and a list of 10,000 entries read through each time
 * took a second per key.
 */
export function ancestorsAndItem(items: readonly OutlineItem[], pointer: string): OutlineItem[] {
  // The pointer and every pointer above it ("", "/families", "/families/destinations", ...): the
  // pointers of the items that hold it.
  const above = [pointer];
  for (let slash = pointer.indexOf("/"); slash >= 0; slash = pointer.indexOf("/", slash + 1)) above.push(pointer.slice(0, slash));
  let best: OutlineItem[] = [];
  const walk = (list: readonly OutlineItem[], path: OutlineItem[]) => {
    const { byPointer, folds } = listIndex(list);
    // In the list's order, as a walk through it would meet them: the items that hold it, and the folds.
    const places = [...new Set([...above.flatMap((one) => byPointer.get(one) ?? []), ...folds])].sort((a, b) => a - b);
    for (const at of places) {
      const item = list[at]!;
      const holds = pointer === item.pointer || pointer.startsWith(`${item.pointer}/`);
      if (holds && (best.length === 0 || item.pointer.length > best.at(-1)!.pointer.length)) best = [...path, item];
      if (holds || item.group) walk(item.children, [...path, item]);
    }
  };
  walk(items, []);
  return best;
}

/** Text as the filter compares it: lower case, accents and other marks left out ("Múltan" finds "Multan"). */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** Each item's text as the filter compares it, worked out once per outline, not once per key. */
const foldedText = new WeakMap<OutlineItem, string>();

export interface FilteredOutline {
  /** The items found and the items that hold them, each with only its found children (all of them for an item found itself). */
  items: OutlineItem[];
  /** The rows to show open: every item that holds one found. */
  open: Set<string>;
  /** How many items were found. */
  found: number;
  /** The first item found, in the outline's order. */
  first: string | null;
}

/**
 * The outline cut down to what a query finds: an item whose label (or other name, or address)
 * holds every word of the query, with the items above it opened to show it. An item found keeps
 * all its children, closed, so a page found still leads to its blocks.
 */
export function filterOutline(items: readonly OutlineItem[], query: string): FilteredOutline {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const open = new Set<string>();
  let found = 0;
  let first: string | null = null;
  const matches = (item: OutlineItem) => {
    let text = foldedText.get(item);
    if (text === undefined) foldedText.set(item, (text = folded(item.findBy ? `${item.label} ${item.findBy}` : item.label)));
    return words.every((word) => text.includes(word));
  };
  const walk = (list: readonly OutlineItem[]): OutlineItem[] => {
    const kept: OutlineItem[] = [];
    for (const item of list) {
      if (matches(item)) {
        found++;
        first ??= item.pointer;
        kept.push(item);
        continue;
      }
      const children = walk(item.children);
      if (children.length === 0) continue;
      open.add(item.pointer);
      kept.push({ ...item, children });
    }
    return kept;
  };
  return { items: words.length === 0 ? [...items] : walk(items), open, found, first };
}

// Every text of the site after family expansion: what it says, where it is written in pages.json
// and which routes show it. Family templates are expanded here the way runtime/foundation/content/expand.ts
// expands them (text-index.test.ts checks that both agree), but walked once per template rather
// than once per page: a text with no placeholder is one item however many pages show it, and only
// texts with placeholders are filled in for each entry. That keeps a site of ten thousand cities
// fast to lint.
import {
  childNode,
  collectionsOf,
  escapePointer,
  familyNames,
  templateBlockShown,
  kindOf,
  listedEntries,
  filledField,
  fillText,
  nodeAt,
  pick,
  templateParts,
  walkFields,
  wholeValueField,
} from "../foundation/content/index.ts";
import type { Collections, Enclosing, FamilyName, FieldKind, LanguageCode, LocalizedFile, SchemaNode, WalkStart } from "../foundation/content/index.ts";
import type { TextPlace } from "./types.ts";

/** An object or list a text sits in (with its kind: a button is an "action"); the root of a service page's texts is its service entry. */
export type ContextNode = Enclosing;

/** blocks and seo of a page, the site-wide texts (company facts, navigation, footer), family entries listed by a block, the WhatsApp message. */
export type TextArea = "blocks" | "seo" | "site" | "collection" | "chat";

interface Template {
  raw: string;
  fields: Readonly<Record<string, unknown>>;
  entryPointer: string;
}

export interface TextItem {
  readonly text: string;
  /** The language of the pages the text is on. */
  readonly language: LanguageCode;
  /** The property the text is the value of; for an item of a list, the list's property. */
  readonly field: string;
  /** The property name, or the position in its list. */
  readonly key: string | number;
  /** What the field is for, as the schema says (field-kinds.ts): only a "text" is prose. */
  readonly kind: FieldKind | null;
  /** Where the text is written: the template text for a family page, the entry's field for {field}. */
  readonly pointer: string;
  /** The routes that show it, in the order of the site. Shared between items: never change it. */
  readonly routes: readonly string[];
  readonly context: ContextNode | null;
  readonly area: TextArea;
  /** Set when the text is a family template filled in with an entry's fields. */
  readonly template: Template | null;
}

export interface TextIndex {
  readonly items: readonly TextItem[];
  /** The items written for people to read (isProse), the ones the fact rules read. */
  readonly prose: readonly TextItem[];
  /** The route of every page, in the order of the site. */
  readonly routes: readonly string[];
  /** Family entries as menus, lists and tiles show them, with their routes. */
  readonly collections: Collections;
}

/** Whether a text is written for people to read (the schema's texts), as opposed to an address, a name or a setting. */
export function isProse(item: TextItem): boolean {
  return item.kind === "text";
}

/** The place in pages.json of the character at index in the item's text. */
export function placeAt(item: TextItem, index: number): TextPlace {
  const { language } = item;
  const template = item.template;
  if (!template) return { pointer: item.pointer, offset: index, language };
  let shown = 0;
  let written = 0;
  for (const part of templateParts(template.raw)) {
    if (typeof part === "string") {
      if (index < shown + part.length) return { pointer: item.pointer, offset: written + (index - shown), language };
      shown += part.length;
      written += part.length;
      continue;
    }
    const filled = filledField(part.field, template.fields);
    if (index < shown + filled.length) {
      // Inside a filled-in field: the text is written in the entry, not in the template.
      return typeof template.fields[part.field] === "string"
        ? { pointer: `${template.entryPointer}/${part.field}`, offset: index - shown, language }
        : { pointer: item.pointer, offset: written, language };
    }
    shown += filled.length;
    written += part.field.length + 2;
  }
  return { pointer: item.pointer, offset: written + (index - shown), language };
}

type Json = Record<string, unknown>;

/** One page of a family: its entry's fields, where the entry is, and the page's route. */
interface EntryPage {
  fields: Json;
  pointer: string;
  route: string;
  /** The schema node of an entry of the family. */
  node: SchemaNode | null;
}

/** The kind of a value its node describes. */
const kindAt = (node: SchemaNode | null, value: unknown): FieldKind | null => (node ? kindOf(pick(node, value)) : null);

/** Every text of the site in one language (pages.json localized to it: runtime/foundation/content/localize.ts). */
export function buildTextIndex(file: LocalizedFile, language: LanguageCode = "en"): TextIndex {
  const items: TextItem[] = [];
  const collections = collectionsOf(file);
  const push = (item: TextItem) => void items.push(item);

  /** Texts written as they are shown: single pages, the site facts, entries' own fields. */
  const walkPlain = (value: object, start: WalkStart, area: TextArea, routes: readonly string[]): void => {
    walkFields(
      value,
      ({ value: text, key, property, kind, pointer, parent }) => {
        if (typeof text === "string") push({ language, text, key, field: property, kind, pointer, routes, context: parent, area, template: null });
      },
      start,
    );
  };

  /** A template value filled in for some entries: placeholders are resolved per entry, the rest once. */
  const walkTemplate = (value: unknown, start: WalkStart, area: TextArea, entries: readonly EntryPage[], routes: readonly string[]): void => {
    walkFields(
      value,
      ({ value: raw, key, property: field, kind, pointer, parent }) => {
        if (typeof raw !== "string") return;
        const whole = wholeValueField(raw);
        if (whole !== null) {
          for (const entry of entries) {
            const filled = entry.fields[whole];
            const at = `${entry.pointer}/${whole}`;
            // What the filled-in value is, the entry's schema says.
            const node = entry.node && childNode(entry.node, whole, entry.fields);
            if (typeof filled === "string")
              push({
                language,
                text: filled,
                key,
                field,
                kind: kindAt(node, filled),
                pointer: at,
                routes: [entry.route],
                context: parent,
                area,
                template: null,
              });
            else if (filled !== null && typeof filled === "object") walkPlain(filled, { node, pointer: at, key, property: field, parent }, area, [entry.route]);
          }
        } else if (raw.includes("{")) {
          // Entries that fill a text in the same way share one item.
          const byText = new Map<string, { entry: EntryPage; routes: string[] }>();
          for (const entry of entries) {
            const text = fillText(raw, entry.fields);
            const same = byText.get(text);
            if (same) same.routes.push(entry.route);
            else byText.set(text, { entry, routes: [entry.route] });
          }
          for (const [text, { entry, routes: shownOn }] of byText) {
            push({
              language,
              text,
              key,
              field,
              kind,
              pointer,
              routes: shownOn,
              context: parent,
              area,
              template: { raw, fields: entry.fields, entryPointer: entry.pointer },
            });
          }
        } else {
          push({ language, text: raw, key, field, kind, pointer, routes, context: parent, area, template: null });
        }
      },
      start,
    );
  };

  // The entries of a family share one schema node (an entry has no choices of shape).
  const entryNodes = new Map<FamilyName, SchemaNode | null>();
  const entryNodeOf = (family: FamilyName): SchemaNode | null => {
    let node = entryNodes.get(family);
    if (node === undefined) entryNodes.set(family, (node = nodeAt(`/families/${family}/entries/0`, file)));
    return node;
  };
  const entryIndex = new Map<FamilyName, Map<string, number>>();
  const entriesOf = (family: FamilyName, only: unknown): [Json, string][] => {
    const entries = file.families[family].entries as unknown as readonly Json[];
    let bySlug = entryIndex.get(family);
    if (!bySlug) {
      bySlug = new Map(entries.map((entry, index) => [entry.slug as string, index]));
      entryIndex.set(family, bySlug);
    }
    const indexes = Array.isArray(only)
      ? only.map((slug) => bySlug.get(slug as string)).filter((index) => index !== undefined)
      : entries.map((_, index) => index);
    return indexes.map((index) => [entries[index] as Json, `/families/${family}/entries/${index}`]);
  };

  /** The texts of the entries a block shows (a place-list's cards, a service-grid's tiles). */
  const listedTexts = (block: Json, blockNode: ContextNode, routes: readonly string[]): void => {
    const listed = listedEntries(block);
    if (!listed || !(listed.family in file.families)) return;
    const entryNode = entryNodeOf(listed.family);
    for (const [entry, entryPointer] of entriesOf(listed.family, listed.only)) {
      const node: ContextNode = { value: entry, pointer: entryPointer, parent: blockNode };
      for (const field of listed.fields) {
        const value = entry[field];
        const pointer = `${entryPointer}/${escapePointer(field)}`;
        const fieldNode = entryNode && childNode(entryNode, field, entry);
        if (typeof value === "string") {
          const kind = kindAt(fieldNode, value);
          // A value of a fixed list (a city's province) is not shown as it is but by its name, a label of the site.
          if (kind !== null) push({ language, text: value, key: field, field, kind, pointer, routes, context: node, area: "collection", template: null });
        }
        if (!Array.isArray(value)) continue;
        const list = fieldNode && pick(fieldNode, value);
        value.forEach((item: unknown, index) => {
          if (typeof item !== "string") return;
          const kind = kindAt(list && childNode(list, index, value), item);
          push({ language, text: item, key: index, field, kind, pointer: `${pointer}/${index}`, routes, context: node, area: "collection", template: null });
        });
      }
    }
  };

  const allRoutes: string[] = file.pages.map((page) => page.route);
  file.pages.forEach((page, index) => {
    const pointer = `/pages/${index}`;
    const routes = [page.route];
    page.blocks.forEach((block, blockIndex) => {
      const blockPointer = `${pointer}/blocks/${blockIndex}`;
      walkPlain(block, { node: nodeAt(blockPointer, file), pointer: blockPointer, key: blockIndex, property: "blocks" }, "blocks", routes);
      listedTexts(block, { value: block, pointer: blockPointer, parent: null }, routes);
    });
    walkPlain(page.seo, { node: nodeAt(`${pointer}/seo`, file), pointer: `${pointer}/seo`, key: "seo", property: "seo" }, "seo", routes);
    if (page.whatsappMessage !== undefined)
      push({
        language,
        text: page.whatsappMessage,
        key: "whatsappMessage",
        field: "whatsappMessage",
        kind: kindAt(nodeAt(`${pointer}/whatsappMessage`, file), page.whatsappMessage),
        pointer: `${pointer}/whatsappMessage`,
        routes,
        context: null,
        area: "chat",
        template: null,
      });
  });

  for (const name of familyNames) {
    const family = file.families[name];
    const base = `/families/${name}`;
    const node = family.entries.length > 0 ? entryNodeOf(name) : null;
    const pages: EntryPage[] = (family.entries as unknown as Json[]).map((fields, index) => ({
      fields,
      pointer: `${base}/entries/${index}`,
      route: fillText(family.route, fields),
      node,
    }));
    allRoutes.push(...pages.map((page) => page.route));
    // A service page's texts are read with its service in mind (a day range on the Sea Freight page
    // is a sea freight time), so each service page is walked on its own, under its entry.
    const groups = name === "services" ? pages.map((page) => [page]) : [pages];
    const seoNode = nodeAt(`${base}/seo`, file);
    const chatNode = nodeAt(`${base}/whatsappMessage`, file);
    for (const group of groups) {
      const root: ContextNode | null = name === "services" && group[0] ? { value: group[0].fields, pointer: group[0].pointer, parent: null } : null;
      const groupRoutes = group.map((page) => page.route);
      (family.blocks as unknown as Json[]).forEach((block, blockIndex) => {
        const shownOn = group.filter((page) => templateBlockShown(block, page.fields));
        if (shownOn.length === 0) return;
        const blockPointer = `${base}/blocks/${blockIndex}`;
        const routes = shownOn.length === group.length ? groupRoutes : shownOn.map((page) => page.route);
        const start = { node: nodeAt(blockPointer, file), pointer: blockPointer, key: blockIndex, property: "blocks", parent: root };
        walkTemplate(block, start, "blocks", shownOn, routes);
        listedTexts(block, { value: block, pointer: blockPointer, parent: root }, routes);
      });
      walkTemplate(family.seo, { node: seoNode, pointer: `${base}/seo`, key: "seo", property: "seo", parent: root }, "seo", group, groupRoutes);
      if (family.whatsappMessage !== undefined) {
        const start = { node: chatNode, pointer: `${base}/whatsappMessage`, key: "whatsappMessage", property: "whatsappMessage", parent: root };
        walkTemplate(family.whatsappMessage, start, "chat", group, groupRoutes);
      }
    }
  }

  // The lead settings are read by the server alone and never shown, and the webhook may hold a key.
  const { leads, ...shownFacts } = file.site;
  walkPlain(shownFacts, { node: nodeAt("/site", file), pointer: "/site", key: "site", property: "site" }, "site", allRoutes);
  // The words of the site's controls: each is a label (the heading "Phone" is not a phone number).
  const labels: ContextNode = { value: file.labels, pointer: "/labels", parent: null };
  const labelsNode = nodeAt("/labels", file);
  const pushLabel = (text: string, key: string, pointer: string, node: SchemaNode | null, context: ContextNode) =>
    push({ language, text, key, field: "label", kind: kindAt(node, text), pointer, routes: allRoutes, context, area: "site", template: null });
  for (const [key, value] of Object.entries(file.labels)) {
    const node = labelsNode && childNode(labelsNode, key, file.labels);
    if (typeof value === "string") {
      pushLabel(value, key, `/labels/${key}`, node, labels);
      continue;
    }
    // A group of names (the provinces'), each a label of its own.
    const group: ContextNode = { value, pointer: `/labels/${key}`, parent: labels };
    for (const [name, text] of Object.entries(value))
      pushLabel(text, name, `/labels/${key}/${escapePointer(name)}`, node && childNode(node, name, value), group);
  }
  walkPlain(file.navigation, { node: nodeAt("/navigation", file), pointer: "/navigation", key: "navigation", property: "navigation" }, "site", allRoutes);
  return { items, prose: items.filter(isProse), routes: allRoutes, collections };
}

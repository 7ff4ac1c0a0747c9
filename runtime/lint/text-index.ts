// Every text of the site after family expansion: what it says, where it is written in pages.json
// and which routes show it. Family templates are expanded here the way runtime/foundation/content/expand.ts
// expands them (text-index.test.ts checks that both agree), but walked once per template rather
// than once per page: a text with no placeholder is one item however many pages show it, and only
// texts with placeholders are filled in for each entry. That keeps a site of ten thousand cities
// fast to lint.
import {
  collectionsOf,
  escapePointer,
  familyNames,
  templateBlockShown,
  listedEntries,
  filledField,
  fillText,
  templateParts,
  wholeValueField,
} from "../foundation/content/index.ts";
import type { Collections, FamilyName, LanguageCode, LocalizedFile } from "../foundation/content/index.ts";
import type { TextPlace } from "./types.ts";

/** An object or list a text sits in; the root of a service page's texts is its service entry. */
export interface ContextNode {
  readonly value: object;
  readonly pointer: string;
  readonly parent: ContextNode | null;
}

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

/** Properties whose values are names, addresses or settings rather than sentences. */
const notProse = new Set([
  "type",
  "icon",
  "iconColor",
  "style",
  "family",
  "only",
  "kind",
  "image",
  "src",
  "href",
  "id",
  "url",
  "hostnames",
  "tagManagerId",
  "email",
  "whatsapp",
  "phone",
  "officePhone",
  "canonical",
  "ogImage",
  "currency",
  "name",
  "slug",
]);

/** Whether a text is written for people to read, as opposed to an address, a name or a setting. */
export function isProse(item: TextItem): boolean {
  return !notProse.has(item.field);
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
}

/** Every text of the site in one language (pages.json localized to it: runtime/foundation/content/localize.ts). */
export function buildTextIndex(file: LocalizedFile, language: LanguageCode = "en"): TextIndex {
  const items: TextItem[] = [];
  const collections = collectionsOf(file);
  const push = (item: TextItem) => void items.push(item);

  /** Texts written as they are shown: single pages, the site facts, entries' own fields. */
  const walkPlain = (value: object, pointer: string, parent: ContextNode | null, field: string, area: TextArea, routes: readonly string[]): void => {
    const node: ContextNode = { value, pointer, parent };
    const list = Array.isArray(value);
    for (const key in value) {
      const child = (value as Json)[key];
      const childPointer = `${pointer}/${escapePointer(key)}`;
      const childField = list ? field : key;
      if (typeof child === "string")
        push({ language, text: child, key: list ? Number(key) : key, field: childField, pointer: childPointer, routes, context: node, area, template: null });
      else if (child !== null && typeof child === "object") walkPlain(child, childPointer, node, childField, area, routes);
    }
  };

  /** A template value filled in for some entries: placeholders are resolved per entry, the rest once. */
  const walkTemplate = (
    value: unknown,
    key: string | number,
    pointer: string,
    parent: ContextNode | null,
    field: string,
    area: TextArea,
    entries: readonly EntryPage[],
    routes: readonly string[],
  ): void => {
    if (typeof value === "string") {
      const whole = wholeValueField(value);
      if (whole !== null) {
        for (const entry of entries) {
          const filled = entry.fields[whole];
          const at = `${entry.pointer}/${whole}`;
          if (typeof filled === "string")
            push({ language, text: filled, key, field, pointer: at, routes: [entry.route], context: parent, area, template: null });
          else if (filled !== null && typeof filled === "object") walkPlain(filled, at, parent, field, area, [entry.route]);
        }
      } else if (value.includes("{")) {
        // Entries that fill a text in the same way share one item.
        const byText = new Map<string, { entry: EntryPage; routes: string[] }>();
        for (const entry of entries) {
          const text = fillText(value, entry.fields);
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
            pointer,
            routes: shownOn,
            context: parent,
            area,
            template: { raw: value, fields: entry.fields, entryPointer: entry.pointer },
          });
        }
      } else {
        push({ language, text: value, key, field, pointer, routes, context: parent, area, template: null });
      }
      return;
    }
    if (value === null || typeof value !== "object") return;
    const node: ContextNode = { value, pointer, parent };
    const list = Array.isArray(value);
    for (const childKey in value) {
      walkTemplate(
        (value as Json)[childKey],
        list ? Number(childKey) : childKey,
        `${pointer}/${escapePointer(childKey)}`,
        node,
        list ? field : childKey,
        area,
        entries,
        routes,
      );
    }
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
    for (const [entry, entryPointer] of entriesOf(listed.family, listed.only)) {
      const node: ContextNode = { value: entry, pointer: entryPointer, parent: blockNode };
      for (const field of listed.fields) {
        const value = entry[field];
        const pointer = `${entryPointer}/${escapePointer(field)}`;
        if (typeof value === "string") push({ language, text: value, key: field, field, pointer, routes, context: node, area: "collection", template: null });
        if (!Array.isArray(value)) continue;
        value.forEach((item: unknown, index) => {
          if (typeof item === "string")
            push({ language, text: item, key: index, field, pointer: `${pointer}/${index}`, routes, context: node, area: "collection", template: null });
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
      walkPlain(block, blockPointer, null, "blocks", "blocks", routes);
      listedTexts(block, { value: block, pointer: blockPointer, parent: null }, routes);
    });
    walkPlain(page.seo, `${pointer}/seo`, null, "seo", "seo", routes);
    if (page.whatsappMessage !== undefined)
      push({
        language,
        text: page.whatsappMessage,
        key: "whatsappMessage",
        field: "whatsappMessage",
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
    const pages: EntryPage[] = (family.entries as unknown as Json[]).map((fields, index) => ({
      fields,
      pointer: `${base}/entries/${index}`,
      route: fillText(family.route, fields),
    }));
    allRoutes.push(...pages.map((page) => page.route));
    // A service page's texts are read with its service in mind (a day range on the Sea Freight page
    // is a sea freight time), so each service page is walked on its own, under its entry.
    const groups = name === "services" ? pages.map((page) => [page]) : [pages];
    for (const group of groups) {
      const root: ContextNode | null = name === "services" && group[0] ? { value: group[0].fields, pointer: group[0].pointer, parent: null } : null;
      const groupRoutes = group.map((page) => page.route);
      (family.blocks as unknown as Json[]).forEach((block, blockIndex) => {
        const shownOn = group.filter((page) => templateBlockShown(block, page.fields));
        if (shownOn.length === 0) return;
        const blockPointer = `${base}/blocks/${blockIndex}`;
        const routes = shownOn.length === group.length ? groupRoutes : shownOn.map((page) => page.route);
        walkTemplate(block, blockIndex, blockPointer, root, "blocks", "blocks", shownOn, routes);
        listedTexts(block, { value: block, pointer: blockPointer, parent: root }, routes);
      });
      walkTemplate(family.seo, "seo", `${base}/seo`, root, "seo", "seo", group, groupRoutes);
      if (family.whatsappMessage !== undefined)
        walkTemplate(family.whatsappMessage, "whatsappMessage", `${base}/whatsappMessage`, root, "whatsappMessage", "chat", group, groupRoutes);
    }
  }

  // The lead settings are read by the server alone and never shown, and the webhook may hold a key.
  const { leads, ...shownFacts } = file.site;
  walkPlain(shownFacts, "/site", null, "site", "site", allRoutes);
  // The words of the site's controls: each is a label (the heading "Phone" is not a phone number).
  const labels: ContextNode = { value: file.labels, pointer: "/labels", parent: null };
  for (const [key, text] of Object.entries(file.labels)) {
    push({ language, text, key, field: "label", pointer: `/labels/${key}`, routes: allRoutes, context: labels, area: "site", template: null });
  }
  walkPlain(file.navigation, "/navigation", null, "navigation", "site", allRoutes);
  return { items, prose: items.filter(isProse), routes: allRoutes, collections };
}

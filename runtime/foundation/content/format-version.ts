// Which form of pages.json a file is written in, and how a file of an older form is brought up to
// date (`pages migrate`). The form is the file's `version`; a file without one is read as the
// current form unless it holds a part only an older form had, so a file written by hand from the
// README needs no number. Each change of form is one migration here: what it changes, and the
// edits that make it, on the text (the rest of the file keeps its bytes, and no line moves).
import { applyEdits, modify, parseTree, findNodeAtLocation, type Edit, type Node } from "jsonc-parser";
import type { Finding } from "./diagnostic.ts";
import { detectFormatting } from "./json-edits.ts";
import { escapePointer } from "./source.ts";
import { provinceValues } from "../../../schema/index.ts";

/** The form this version of pages reads and writes. */
export const currentFormat = 4;

interface Migration {
  /** The form it brings a file to, from the one before. */
  to: number;
  /** What changes, in words for the person who runs it. */
  change: string;
  /** Whether a file without a version shows this form's predecessor. */
  olderShape(data: unknown): boolean;
  /** The edits, on the text of a file in the form before. */
  edits(text: string, root: Node): Edit[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every object of a JSON value, depth first. */
function* objectsOf(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* objectsOf(item);
  else if (isObject(value)) {
    yield value;
    for (const item of Object.values(value)) yield* objectsOf(item);
  }
}

/** Every object node of a parsed tree, depth first. */
function* objectNodesOf(node: Node): Generator<Node> {
  if (node.type === "object") yield node;
  for (const child of node.children ?? []) yield* objectNodesOf(child);
}

/** The site's labels of form 2: without the provinces' names, which the pages showed as the values themselves. */
const lacksProvinceNames = (data: unknown) => isObject(data) && isObject(data.labels) && !("provinces" in data.labels);

/** The blocks of the pages and of the families' templates, where a block can be, with their pointers. */
function* blocksOf(data: unknown): Generator<[pointer: string, block: Record<string, unknown>]> {
  if (!isObject(data)) return;
  const lists: [string, unknown][] = [
    ...(Array.isArray(data.pages) ? data.pages : []).map((page, index): [string, unknown] => [`/pages/${index}`, isObject(page) ? page.blocks : undefined]),
    ...Object.entries(isObject(data.families) ? data.families : {}).map(([name, family]): [string, unknown] => [
      `/families/${escapePointer(name)}`,
      isObject(family) ? family.blocks : undefined,
    ]),
  ];
  for (const [pointer, list] of lists) {
    if (Array.isArray(list)) for (const [index, block] of list.entries()) if (isObject(block)) yield [`${pointer}/blocks/${index}`, block];
  }
}

/** A picture grid of form 3: without the words of the button that pauses it. */
const isGridWithoutPause = (block: Record<string, unknown>) => block.type === "image-grid" && !("pauseLabel" in block);

/** The pointer of the first picture grid of form 3, or null. */
const gridWithoutPause = (data: unknown): string | null => [...blocksOf(data)].find(([, block]) => isGridWithoutPause(block))?.[0] ?? null;

/** The words form 4 gives a grid's pause button, to be changed or translated like any other text. */
const pauseWords = "Pause the pictures";

/** A translation of form 1: one fingerprint, of the English the (only) other language was made from. */
const isSingleFingerprint = (object: Record<string, unknown>) => typeof object.translatedFrom === "string" && typeof object.en === "string";

const migrations: readonly Migration[] = [
  {
    to: 2,
    change: "each translation records the English it was made from per language",
    olderShape: (data) => {
      for (const object of objectsOf(data)) if (isSingleFingerprint(object)) return true;
      return false;
    },
    edits(text, root) {
      const edits: Edit[] = [];
      for (const node of objectNodesOf(root)) {
        const properties = new Map((node.children ?? []).map((property) => [property.children?.[0]?.value as string, property]));
        const from = properties.get("translatedFrom")?.children?.[1];
        if (from?.type !== "string" || properties.get("en")?.children?.[1]?.type !== "string") continue;
        // The fingerprint was of the English every other language's words were made from.
        const languages = [...properties.keys()].filter(
          (key) => key !== "en" && key !== "translatedFrom" && properties.get(key)?.children?.[1]?.type === "string",
        );
        const value = languages.map((code) => `${JSON.stringify(code)}: ${JSON.stringify(from.value)}`).join(", ");
        edits.push({ offset: from.offset, length: from.length, content: value ? `{ ${value} }` : "{}" });
      }
      return edits;
    },
  },
  {
    to: 3,
    change: "the provinces' names are texts of the labels (labels.provinces), in English as the pages showed them, to translate like any other text",
    olderShape: lacksProvinceNames,
    edits(_text, root) {
      const labels = findNodeAtLocation(root, ["labels"]);
      const properties = labels?.type === "object" ? (labels.children ?? []) : null;
      if (!labels || !properties || properties.some((property) => property.children?.[0]?.value === "provinces")) return [];
      const names = provinceValues.map((value) => `${JSON.stringify(value)}: ${JSON.stringify(value)}`).join(", ");
      const property = `"provinces": { ${names} }`;
      const last = properties.at(-1);
      // On the line of the last label, so no line after it moves.
      return [
        last ? { offset: last.offset + last.length, length: 0, content: `, ${property}` } : { offset: labels.offset + 1, length: 0, content: ` ${property} ` },
      ];
    },
  },
  {
    to: 4,
    change: `each picture grid has a button that pauses it (pauseLabel), in English: "${pauseWords}", to change or translate like any other text`,
    olderShape: (data) => gridWithoutPause(data) !== null,
    edits(_text, root) {
      const edits: Edit[] = [];
      const lists = [
        ...(findNodeAtLocation(root, ["pages"])?.children ?? []).map((page) => findNodeAtLocation(page, ["blocks"])),
        ...(findNodeAtLocation(root, ["families"])?.children ?? []).map((family) => family.children?.[1] && findNodeAtLocation(family.children[1], ["blocks"])),
      ];
      for (const list of lists) {
        for (const block of list?.type === "array" ? (list.children ?? []) : []) {
          if (block.type !== "object" || findNodeAtLocation(block, ["type"])?.value !== "image-grid" || findNodeAtLocation(block, ["pauseLabel"])) continue;
          // Beside the grid's label, on the line it ends, so no line after it moves.
          const after = findNodeAtLocation(block, ["label"])?.parent ?? block.children?.at(-1);
          if (after) edits.push({ offset: after.offset + after.length, length: 0, content: `, "pauseLabel": ${JSON.stringify(pauseWords)}` });
        }
      }
      return edits;
    },
  },
];

/** The text with edits that do not overlap made in one pass (jsonc-parser's applyEdits copies the text once an edit). */
function spliced(text: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  const parts: string[] = [];
  let at = 0;
  for (const edit of sorted) {
    parts.push(text.slice(at, edit.offset), edit.content);
    at = edit.offset + edit.length;
  }
  parts.push(text.slice(at));
  return parts.join("");
}

/** The form a parsed file is written in. */
export function formatOf(data: unknown): number {
  if (isObject(data) && typeof data.version === "number") return data.version;
  // The oldest form the file shows a part of: a form-1 file lacks what form 2 added too.
  for (const migration of migrations) if (migration.olderShape(data)) return migration.to - 1;
  return currentFormat;
}

/** The pointer of the first part only an older form had, or null. */
function olderPart(value: unknown, pointer: string): string | null {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = olderPart(item, `${pointer}/${index}`);
      if (found !== null) return found;
    }
  } else if (isObject(value)) {
    if (isSingleFingerprint(value)) return `${pointer}/translatedFrom`;
    for (const [key, item] of Object.entries(value)) {
      const found = olderPart(item, `${pointer}/${escapePointer(key)}`);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Where a file of another form shows it: its version, or the first part only an older form had. */
const placeOfForm = (data: unknown): string =>
  isObject(data) && "version" in data ? "/version" : (olderPart(data, "") ?? (lacksProvinceNames(data) ? "/labels" : (gridWithoutPause(data) ?? "")));

/** The problem with a file of a form this version of pages does not read, or null. */
export function formatFinding(data: unknown): Finding | null {
  const form = formatOf(data);
  if (form === currentFormat || !Number.isInteger(form) || form < 1) return null;
  const pointer = placeOfForm(data);
  if (form > currentFormat) {
    return {
      code: "newer-format",
      message: `This file is written for a newer version of pages (form ${form}; this one reads form ${currentFormat}): update pages (npm install) before you use it.`,
      data: { form, current: currentFormat },
      pointer,
    };
  }
  return {
    code: "older-format",
    message: `This file is written in an older form (${form}; pages now reads form ${currentFormat}). Run \`npx pages migrate\` once to bring it up to date: it changes only what the new form needs and keeps your words.`,
    data: { form, current: currentFormat },
    pointer,
  };
}

export type MigrationResult =
  { status: "current"; form: number } | { status: "newer"; form: number } | { status: "migrated"; from: number; to: number; text: string; changes: string[] };

/** The text of a parsed file brought to the current form. The file must be JSON (checked before). */
export function migrateText(text: string, data: unknown): MigrationResult {
  const form = formatOf(data);
  if (form > currentFormat) return { status: "newer", form };
  if (form === currentFormat) return { status: "current", form };
  let migrated = text;
  const changes: string[] = [];
  for (const migration of migrations) {
    if (migration.to <= form) continue;
    const root = parseTree(migrated);
    if (!root) break;
    migrated = spliced(migrated, migration.edits(migrated, root));
    changes.push(migration.change);
  }
  // The version last, at the end of the file if it has none, so no line before it moves.
  const root = parseTree(migrated)!;
  const version = findNodeAtLocation(root, ["version"]);
  const last = root.children?.at(-1);
  if (version) {
    migrated = spliced(migrated, [{ offset: version.offset, length: version.length, content: String(currentFormat) }]);
  } else if (last) {
    const { eol, insertSpaces, tabSize } = detectFormatting(migrated);
    const indent = insertSpaces ? " ".repeat(tabSize ?? 2) : "\t";
    migrated = spliced(migrated, [{ offset: last.offset + last.length, length: 0, content: `,${eol}${indent}"version": ${currentFormat}` }]);
    changes.push(`the file now says which form it is in ("version": ${currentFormat}, at its end)`);
  } else {
    migrated = applyEdits(migrated, modify(migrated, ["version"], currentFormat, { formattingOptions: detectFormatting(migrated) }));
  }
  return { status: "migrated", from: form, to: currentFormat, text: migrated, changes };
}

// Writing a changed value back into the text of pages.json the way a careful person would: only the
// bytes of what changed, in the file's own indentation and line endings, every other byte (key order,
// spacing, the values around it) left as it was. `pages new` and the visual editor both write
// through here.
import { applyEdits, findNodeAtLocation, modify, parse, parseTree, type Edit, type FormattingOptions, type JSONPath, type ParseError } from "jsonc-parser";

/** The file's own indentation and line endings, so inserted JSON looks like the rest of it. */
export function detectFormatting(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? "  ";
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  return indent.startsWith("\t") ? { insertSpaces: false, tabSize: 1, eol } : { insertSpaces: true, tabSize: indent.length, eol };
}

/**
 * A translation's fingerprints on one line, `"translatedFrom": { "ur": "16cb1e8c" }`, as the file
 * writes them (and `pages migrate`): an edit that writes a translation keeps every line of it the
 * file's own, so the lines around a change keep their numbers.
 */
function inlineFingerprints(content: string): string {
  return content.replace(/("translatedFrom": )\{\s*((?:"[^"\\]+": "[0-9a-f]{8}",?\s*)*)\}/g, (_whole, key: string, inner: string) => {
    const entries = inner
      .split(/,\s*/)
      .map((entry) => entry.trim())
      .filter(Boolean);
    return entries.length === 0 ? `${key}{}` : `${key}{ ${entries.join(", ")} }`;
  });
}

/** jsonc-parser's edits, written as the file writes them. */
const fileEdits = (edits: Edit[]): Edit[] => edits.map((edit) => ({ ...edit, content: inlineFingerprints(edit.content) }));

/** The text with `value` set at `path` (inserted when new; -1 as the last index appends). */
export function setInText(text: string, path: JSONPath, value: unknown): string {
  return applyEdits(text, fileEdits(modify(text, path, value, { formattingOptions: detectFormatting(text) })));
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether two JSON values are equal, item by item (the order of an object's keys aside). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
  }
  return false;
}

export interface Change {
  path: JSONPath;
  value: unknown;
  /** A new item of a list, inserted at path's index. */
  insert?: boolean;
}

/** The smallest set of paths whose values differ. */
export function changedPaths(before: unknown, after: unknown, path: JSONPath = []): Change[] {
  if (sameJson(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const changes: Change[] = [];
    for (const key of Object.keys(before)) if (!(key in after)) changes.push({ path: [...path, key], value: undefined });
    for (const [key, value] of Object.entries(after)) changes.push(...changedPaths(before[key], value, [...path, key]));
    return changes;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    // Items changed in place (two swapped, one edited): each changed item alone.
    if (before.length === after.length) return after.flatMap((item, index) => changedPaths(before[index], item, [...path, index]));
    // Items added at the end (a new entry): only the new items.
    if (after.length > before.length && before.every((item, index) => sameJson(item, after[index]))) {
      return after.slice(before.length).map((item: unknown, offset) => ({ path: [...path, before.length + offset], value: item, insert: true }));
    }
    // One item taken out: only that item.
    if (after.length === before.length - 1) {
      const removed = before.findIndex((item, index) => index === after.length || !sameJson(item, after[index]));
      if (after.every((item, index) => sameJson(item, before[index < removed ? index : index + 1]))) return [{ path: [...path, removed], value: undefined }];
    }
    // Anything else (an item inserted in the middle, several removed): the list is written whole.
  }
  return [{ path, value: after }];
}

/** The value `text` holds, undefined when it cannot be read. The engine's own parser first: on a 5 MB file it is many times faster. */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // JSON with comments.
    const errors: ParseError[] = [];
    const value = parse(text, errors, { allowTrailingComma: false }) as unknown;
    return errors.length > 0 ? undefined : value;
  }
}

/**
 * `text` changed to hold `document`, with edits only where the two differ. When the text cannot be
 * read as JSON at all, the document is written out whole in the file's formatting.
 */
export function editedText(text: string, document: unknown): string {
  const current = readJson(text);
  const formatting = detectFormatting(text);
  if (current === undefined) {
    const indent = formatting.insertSpaces ? " ".repeat(formatting.tabSize ?? 2) : "\t";
    return JSON.stringify(document, null, indent).replaceAll("\n", formatting.eol ?? "\n") + (formatting.eol ?? "\n");
  }
  const changes = changedPaths(current, document);
  // Nothing changed (the editor's first check, an undo back to the file): the text as it is, not read again.
  if (changes.length === 0) return text;
  // The root itself replaced (a document that is not an object): the whole text.
  if (changes.some((change) => change.path.length === 0)) return editedText("", document);
  // A value that takes the place of another one (a text retyped, a number changed) changes no place
  // of any other: all of them are written from one reading of the text. A find-and-replace over a
  // whole site changes a thousand texts, and finding each in a text read again after each one took
  // seconds. What adds or removes a property or an item goes after, one at a time.
  const { replaced, rest } = inPlace(text, changes);
  let result = replaced;
  for (const change of rest) {
    const edits = fileEdits(modify(result, change.path, change.value, { formattingOptions: formatting, isArrayInsertion: change.insert === true }));
    result = applyEdits(result, edits);
  }
  return result;
}

/** The changes that set a number, a string, a boolean or null where one already is, applied at once; the others, left. */
function inPlace(text: string, changes: readonly Change[]): { replaced: string; rest: Change[] } {
  const tree = parseTree(text);
  const edits: Edit[] = [];
  const rest: Change[] = [];
  for (const change of changes) {
    const scalar = change.value === null || (typeof change.value !== "object" && change.value !== undefined);
    const node = scalar && !change.insert && tree ? findNodeAtLocation(tree, change.path) : undefined;
    if (node && node.type !== "object" && node.type !== "array")
      edits.push({ offset: node.offset, length: node.length, content: JSON.stringify(change.value) });
    else rest.push(change);
  }
  edits.sort((a, b) => a.offset - b.offset);
  const parts: string[] = [];
  let at = 0;
  for (const edit of edits) {
    parts.push(text.slice(at, edit.offset), edit.content);
    at = edit.offset + edit.length;
  }
  parts.push(text.slice(at));
  return { replaced: parts.join(""), rest };
}

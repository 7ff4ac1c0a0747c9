// One pass over the JSON text, before anything parses it, for what JSON.parse does not say:
// - how deeply it nests. The parsers that give positions (jsonc-parser), and every walk over the
//   data after them, call themselves once per level: a file nested thousands of levels deep would
//   overflow the stack instead of getting a message. The scan itself is a loop with its own stack.
// - a name written twice in one group of fields. JSON.parse silently keeps the last one, so what
//   an editor changed in the first never shows.
// - where the long lists are, which the schema is given a piece at a time (schema-in-chunks.ts):
//   found here, where every character is read anyway, rather than by a walk over the parsed data.
// It reads broken JSON too (the depth matters most there), and stays out of text and comments.
import { escapePointer } from "./source.ts";

export interface DuplicateName {
  name: string;
  /** Where the name is written again, at its opening quote. */
  offset: number;
  /** Where it was written first. */
  firstOffset: number;
  /** The JSON pointer of the group of fields it is in. */
  groupPointer: string;
}

export interface JsonScan {
  /** The offset of the first [ or { that opens one level more than allowed, or -1. */
  tooDeep: number;
  /** The first `keep` names written twice, in file order. */
  duplicates: DuplicateName[];
  duplicateCount: number;
  /** The JSON pointers of the lists with more than `longList` items, in the order they reach it. */
  longLists: string[];
}

interface Level {
  isObject: boolean;
  /** The position in a list, or the last name in a group of fields. */
  index: number;
  name: string;
  names: Map<string, number> | null;
  expectName: boolean;
}

const quote = 0x22;
const backslash = 0x5c;
const slash = 0x2f;
const star = 0x2a;

function isLineBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d;
}

/** Where the text starting at the quote at `start` ends: after its closing quote, or at the end of its line when it has none. */
function endOfString(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === quote) return index + 1;
    // Where jsonc-parser ends a text that is not closed, so both see the same brackets after it.
    if (isLineBreak(code)) return index;
    index += code === backslash ? 2 : 1;
  }
  return text.length;
}

function nameOf(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  if (!raw.includes("\\")) return raw;
  try {
    return JSON.parse(text.slice(start, end)) as string;
  } catch {
    return raw;
  }
}

function pointerOf(levels: readonly Level[]): string {
  // The innermost level is the group the name is in; the levels above it give its place.
  return levels
    .slice(0, -1)
    .map((level) => `/${level.isObject ? escapePointer(level.name) : level.index}`)
    .join("");
}

export function scanJson(text: string, options: { maxDepth: number; keep: number; longList: number }): JsonScan {
  const levels: Level[] = [];
  const duplicates: DuplicateName[] = [];
  const longLists: string[] = [];
  let duplicateCount = 0;
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    const top = levels[levels.length - 1];
    if (code === quote) {
      const end = endOfString(text, index);
      if (top?.isObject && top.expectName) {
        const name = nameOf(text, index, end);
        top.names ??= new Map();
        const first = top.names.get(name);
        if (first === undefined) top.names.set(name, index);
        else if (duplicateCount++ < options.keep) duplicates.push({ name, offset: index, firstOffset: first, groupPointer: pointerOf(levels) });
        top.name = name;
        top.expectName = false;
      }
      index = end;
      continue;
    }
    if (code === 0x7b || code === 0x5b) {
      if (levels.length >= options.maxDepth) return { tooDeep: index, duplicates, duplicateCount, longLists };
      levels.push({ isObject: code === 0x7b, index: 0, name: "", names: null, expectName: code === 0x7b });
    } else if (code === 0x7d || code === 0x5d) {
      levels.pop();
    } else if (code === 0x2c && top) {
      if (top.isObject) top.expectName = true;
      // After `longList` commas, the item that makes the list long.
      else if (++top.index === options.longList) longLists.push(pointerOf(levels));
    } else if (code === slash && text.charCodeAt(index + 1) === slash) {
      while (index < text.length && !isLineBreak(text.charCodeAt(index))) index++;
      continue;
    } else if (code === slash && text.charCodeAt(index + 1) === star) {
      const close = text.indexOf("*/", index + 2);
      index = close < 0 ? text.length : close + 2;
      continue;
    }
    index++;
  }
  return { tooDeep: -1, duplicates, duplicateCount, longLists };
}

// Reading pages.json before any check: its bytes as UTF-8 text (a byte-order mark dropped), then the
// text as data, nested within the limit and in JSON's syntax. What stops a file here is a problem at
// its line and column like any other, never an exception: validation starts here, and so does the
// visual editor, which can only show a file in forms once it reads as data.
import { fileError, type Diagnostic, type MoreProblems } from "./diagnostic.ts";
import { chunkSize } from "./schema-in-chunks.ts";
import { scanJson, type JsonScan } from "./scan-json.ts";
import { SourceText } from "./source.ts";
import { syntaxProblems } from "./syntax.ts";
import { utf8Text } from "./utf8-text.ts";

/** pages.json nests 9 levels; a file far deeper was not written by hand, and would overflow the parsers. */
export const depthLimit = 100;
/** A person fixes the first problems first; a file broken on every line would list millions. */
const listedLimit = 100;
/** Counting stops here too, so a huge broken file is answered in moments, not minutes. */
export const countLimit = 1000;

/** The first problems, and how many more there are. */
export function listed<T>(items: T[], complete: boolean): { items: T[]; more?: MoreProblems } {
  if (items.length <= listedLimit && complete) return { items };
  return { items: items.slice(0, listedLimit), more: { count: items.length - listedLimit, atLeast: !complete } };
}

/** The text of a pages.json file's bytes, or the problem that they are not UTF-8. */
export function decodeBytes(bytes: Uint8Array, name: string): { text: string } | { problems: Diagnostic[] } {
  const decoded = utf8Text(bytes);
  if (!("badByte" in decoded)) return decoded;
  const { offset, ...place } = decoded.badByte;
  const byte = (bytes[offset] ?? 0).toString(16).toUpperCase().padStart(2, "0");
  const message = `The byte 0x${byte} here is not UTF-8 text: the file was probably saved in another encoding (such as Windows-1252). Save it as UTF-8 in your editor, then check again; nothing else was checked.`;
  return { problems: [fileError("not-utf8", message, { file: name, pointer: "", ...place })] };
}

export type ParsedText =
  | { status: "parsed"; data: unknown; scan: JsonScan; source: SourceText }
  | { status: "invalid-json"; problems: Diagnostic[]; more?: MoreProblems; source: SourceText };

/** The data of a pages.json text, or the problems that keep it from being read: too deep, not JSON. */
export function parseText(text: string, name: string): ParsedText {
  const source = new SourceText(name, text);
  const scan = scanJson(text, { maxDepth: depthLimit, keep: countLimit, longList: chunkSize });
  if (scan.tooDeep >= 0) {
    const message = `Lists [ ] and groups { } are nested more than ${depthLimit} levels deep here; pages.json needs fewer than 10. Something other than an editor wrote this file: nothing else was checked.`;
    return { status: "invalid-json", problems: [fileError("too-deep", message, { file: name, pointer: "", ...source.positionAt(scan.tooDeep) })], source };
  }
  try {
    return { status: "parsed", data: JSON.parse(text) as unknown, scan, source };
  } catch {
    const syntax = syntaxProblems(source, countLimit);
    const { items, more } = listed(syntax.problems, syntax.complete);
    return { status: "invalid-json", problems: items, more, source };
  }
}

/** Whether data holds lists or groups nested more than `limit` deep (the data of a text JSON.parse has read). */
function nestedDeeperThan(data: unknown, limit: number): boolean {
  const values: unknown[] = [data];
  const depths: number[] = [1];
  while (values.length > 0) {
    const value = values.pop();
    const depth = depths.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      if (child !== null && typeof child === "object") {
        values.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/**
 * The data of a text read for its data alone (the visual editor's page; its checking worker
 * validates the same text with parseText): JSON.parse, which reads a 10,000-city file in a quarter
 * of parseText's time, while the text is JSON nested well within the limit; parseText's reading,
 * with its problems at their places, otherwise.
 */
export function parseData(text: string, name: string): { status: "parsed"; data: unknown } | Extract<ParsedText, { status: "invalid-json" }> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  // Near the limit, parseText decides, by its own count.
  if (data === undefined || nestedDeeperThan(data, depthLimit - 2)) {
    const parsed = parseText(text, name);
    return parsed.status === "parsed" ? { status: "parsed", data: parsed.data } : parsed;
  }
  return { status: "parsed", data };
}

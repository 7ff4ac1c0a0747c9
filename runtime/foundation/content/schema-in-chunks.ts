// The schema's errors for a file with long lists, a piece of each list at a time. ajv, asked for
// every error, copies the errors found so far each time it checks an item against a schema of its
// own (a family entry, a page, a block): a list of 200,000 entries with errors took minutes and
// more than a gigabyte, though only the first problems are ever listed. So a list longer than
// `chunkSize` is checked `chunkSize` items at a time, each piece in the file around it (with every
// other long list cut to its first piece), and checking stops once `limit` errors are found. A
// file without such a list, which is every file written by hand, is checked in one go as before.
// Where the long lists are comes from scan-json.ts, which reads every character anyway: a walk
// over the parsed data to find them cost a 10,000-city site more than the pieces did.
import type { ErrorObject } from "ajv";
import { escapePointer } from "./source.ts";
import type { SchemaValidator } from "./schema-validator.ts";
import { pointerSegments } from "./source.ts";

/** The most items of one list checked at once: a site of 10,000 cities takes ten calls. */
export const chunkSize = 1000;

export interface SchemaErrors {
  errors: ErrorObject[];
  /** False when checking stopped at the limit with parts of the file not yet checked. */
  complete: boolean;
}

type Path = (string | number)[];

interface LongList {
  list: unknown[];
  /** Where it is in the file, as a pointer and as its segments. */
  pointer: string;
  path: Path;
}

/**
 * The long lists at these places, and every list or group they are in. A place may name no such
 * list in the parsed data: a name written twice keeps only its last value.
 */
function findLongLists(data: unknown, pointers: readonly string[]): { long: LongList[]; holders: Set<unknown> } {
  const long: LongList[] = [];
  const holders = new Set<unknown>();
  for (const pointer of pointers) {
    const path = pointerSegments(pointer);
    const on: unknown[] = [];
    let node = data;
    for (const segment of path) {
      on.push(node);
      node = node !== null && typeof node === "object" ? (node as Record<string | number, unknown>)[segment] : undefined;
    }
    if (!Array.isArray(node) || node.length <= chunkSize || holders.has(node)) continue;
    long.push({ list: node, pointer, path });
    for (const holder of [...on, node]) holders.add(holder);
  }
  return { long, holders };
}

/** The schema's errors for data, whose lists longer than chunkSize are at longLists (scan-json.ts finds them); at least `limit` of them when there are that many. */
export function schemaErrorsInChunks(validate: SchemaValidator, data: unknown, limit: number, longLists: readonly string[]): SchemaErrors {
  const { long, holders } = findLongLists(data, longLists);
  if (long.length === 0) return { errors: validate(data), complete: true };
  const isLong = new Set<unknown>(long.map(({ list }) => list));

  /** The file with each long list cut to the piece `pieces` names (the first by default). */
  const view = (pieces: Map<unknown, number>): unknown => {
    const copy = (node: unknown): unknown => {
      if (!holders.has(node)) return node;
      if (Array.isArray(node)) {
        const start = (pieces.get(node) ?? 0) * chunkSize;
        return (isLong.has(node) ? node.slice(start, start + chunkSize) : node).map(copy);
      }
      return Object.fromEntries(Object.entries(node as object).map(([key, value]) => [key, copy(value)]));
    };
    return copy(data);
  };

  /** An error's place in the view, as a place in the file. */
  const inFile = (error: ErrorObject, pieces: Map<unknown, number>): ErrorObject => {
    let node: unknown = data;
    let pointer = "";
    for (const segment of pointerSegments(error.instancePath)) {
      const index = Array.isArray(node) && typeof segment === "number" ? segment + (pieces.get(node) ?? 0) * chunkSize : segment;
      node = node !== null && typeof node === "object" ? (node as Record<string | number, unknown>)[index] : undefined;
      pointer += `/${typeof index === "number" ? index : escapePointer(index)}`;
    }
    return { ...error, instancePath: pointer };
  };

  // The first piece of every long list, with all the rest of the file.
  const errors = validate(view(new Map()));
  for (const { list, pointer, path } of long) {
    // The pieces of the long lists this one is in, so that it is in the view.
    const pieces = new Map<unknown, number>();
    let node: unknown = data;
    for (const segment of path) {
      if (isLong.has(node) && typeof segment === "number") pieces.set(node, Math.floor(segment / chunkSize));
      node = (node as Record<string | number, unknown>)[segment];
    }
    for (let piece = 1; piece * chunkSize < list.length; piece++) {
      if (errors.length >= limit) return { errors, complete: false };
      pieces.set(list, piece);
      // Only the errors of this piece's items: the rest of the view was checked before.
      for (const error of validate(view(pieces))) {
        const placed = inFile(error, pieces);
        if (placed.instancePath.startsWith(`${pointer}/`)) errors.push(placed);
      }
    }
  }
  return { errors, complete: true };
}

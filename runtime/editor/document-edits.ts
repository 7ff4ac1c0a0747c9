// Immutable edits of the document by JSON pointer, and carrying unsaved changes over to a newer
// version of the file (after someone else changed it on disk).
import { changedPaths, pointerSegments } from "../foundation/content/index.ts";

type Path = readonly (string | number)[];

/** The document with the value at `path` replaced (removed when `value` is undefined). */
export function setAt(document: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(document)) {
    const index = Number(key);
    const next = [...(document as unknown[])];
    if (rest.length === 0 && value === undefined) next.splice(index, 1);
    else next[index] = setAt(next[index], rest, value);
    return next;
  }
  const object = typeof document === "object" && document !== null ? (document as Record<string, unknown>) : {};
  const next = { ...object };
  if (rest.length === 0 && value === undefined) delete next[String(key)];
  else next[String(key)] = setAt(object[String(key)], rest, value);
  return next;
}

export const setAtPointer = (document: unknown, pointer: string, value: unknown) => setAt(document, pointerSegments(pointer), value);

/**
 * What the editor changed since `loaded`, applied to `fresh` (the file as it is on disk now): the
 * values the editor changed win, everything else is the file's. Returns the merged document.
 */
export function reapply(loaded: unknown, edited: unknown, fresh: unknown): unknown {
  return changedPaths(loaded, edited).reduce<unknown>((document, change) => setAt(document, change.path, change.value), fresh);
}

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

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** One change of a document: the value at `path` replaced (removed when undefined). */
export interface DocumentChange {
  path: Path;
  value: unknown;
}

/**
 * The changes that turn `before` into `after`, found by identity: an edit copies only the objects
 * on the path to what it changed, so an object that is the same object is unchanged and is not
 * looked into. A key typed into a city's text among 10,000 is one change of one string, found in a
 * few thousand comparisons. A list whose length changed is one change, the whole list.
 */
export function changesBetween(before: unknown, after: unknown, path: Path = []): DocumentChange[] {
  if (before === after) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const changes: DocumentChange[] = [];
    for (const key of Object.keys(before)) if (!(key in after)) changes.push({ path: [...path, key], value: undefined });
    for (const key of Object.keys(after)) changes.push(...changesBetween(before[key], after[key], [...path, key]));
    return changes;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return after.flatMap((item: unknown, index) => changesBetween(before[index], item, [...path, index]));
  }
  return [{ path, value: after }];
}

/** `document` with the changes made, each copying only the path to what it changes. */
export const withChanges = (document: unknown, changes: readonly DocumentChange[]): unknown =>
  changes.reduce((changed, change) => setAt(changed, change.path, change.value), document);

/**
 * What a worker is sent of the document: the text of the file as the editor opened it, which the
 * worker reads itself (off the page's thread: copying a text between threads is copying its bytes,
 * while copying the 10,000-city document as objects took the page a third of a second per worker),
 * or the changes since the last message.
 */
export type DocumentMessage = { kind: "open"; text: string } | { kind: "changes"; changes: DocumentChange[] };

/** The text each document the editor opened was read from (open-document.ts says so). */
const openedTexts = new WeakMap<object, string>();

/** Says that `document` is what `text` reads as, so a worker can be sent the text instead. */
export function openedFrom(document: unknown, text: string): void {
  if (typeof document === "object" && document !== null) openedTexts.set(document, text);
}

/**
 * Keeps a worker's copy of the document in step with the page's: each call posts what turns the
 * document of the call before into this one (the first time, the text it was opened from, else the
 * whole document), which the worker applies with receivedDocument. Only what changed crosses.
 */
export function documentSender(post: (message: DocumentMessage) => void): (document: unknown) => void {
  let sent: unknown = undefined;
  let started = false;
  return (document) => {
    const text = started || typeof document !== "object" || document === null ? undefined : openedTexts.get(document);
    started = true;
    if (text !== undefined) post({ kind: "open", text });
    else {
      const changes = changesBetween(sent, document);
      if (changes.length > 0) post({ kind: "changes", changes });
    }
    sent = document;
  };
}

/** The worker's copy of the document once `message` is applied to it. */
export const receivedDocument = (document: unknown, message: DocumentMessage): unknown =>
  message.kind === "open" ? (JSON.parse(message.text) as unknown) : withChanges(document, message.changes);

export const setAtPointer = (document: unknown, pointer: string, value: unknown) => setAt(document, pointerSegments(pointer), value);

/**
 * What the editor changed since `loaded`, applied to `fresh` (the file as it is on disk now): the
 * values the editor changed win, everything else is the file's. Returns the merged document.
 */
export function reapply(loaded: unknown, edited: unknown, fresh: unknown): unknown {
  return changedPaths(loaded, edited).reduce<unknown>((document, change) => setAt(document, change.path, change.value), fresh);
}

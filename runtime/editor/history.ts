// The document being edited, with its undo and redo. Every change, of any kind (a letter typed, an
// item moved, an entry added), is one step; letters typed into one field within a second of each
// other are one step together, as in any text editor. Each step keeps where its change was made,
// so the toolbar can say what Undo takes back and Redo brings back.

/** One step of the history: the document on its other side, and the place of the change (a JSON pointer). */
export interface Step {
  document: unknown;
  pointer: string;
}

export interface History {
  document: unknown;
  past: readonly Step[];
  future: readonly Step[];
  /** The form and the field the last step changed, and when, to join typing into one step. */
  last?: { group: string; pointer: string; at: number };
}

export type HistoryAction =
  { kind: "change"; document: unknown; group?: string; at?: number } | { kind: "undo" } | { kind: "redo" } | { kind: "reset"; document: unknown };

const limit = 500;
const joinWithinMs = 1000;

export const initialHistory = (document: unknown): History => ({ document, past: [], future: [] });

const encode = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");
const isContainer = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * Where two versions of the document differ: the deepest place holding every difference. Edits
 * share what they leave unchanged, so comparing references finds it without reading the texts.
 */
export function changedPointer(before: unknown, after: unknown): string {
  let pointer = "";
  let [from, to] = [before, after];
  for (;;) {
    if (!isContainer(from) || !isContainer(to) || Array.isArray(from) !== Array.isArray(to)) return pointer;
    const key = onlyDifference(from, to);
    if (key === undefined) return pointer;
    pointer += `/${encode(key)}`;
    [from, to] = [from[key], to[key]];
  }
}

/** The one key whose value differs between two objects or lists of the same kind, if only one does. */
function onlyDifference(a: Record<string, unknown>, b: Record<string, unknown>): string | undefined {
  let found: string | undefined;
  if (Array.isArray(a) && Array.isArray(b)) {
    // An item added to or taken from a list moves the ones after it: the list is what changed.
    if (a.length !== b.length) return undefined;
    for (let index = 0; index < a.length; index++) {
      if (a[index] === b[index]) continue;
      if (found !== undefined) return undefined;
      found = String(index);
    }
    return found;
  }
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (a[key] === b[key]) continue;
    if (found !== undefined) return undefined;
    found = key;
  }
  return found;
}

export function historyReducer(state: History, action: HistoryAction): History {
  switch (action.kind) {
    case "change": {
      if (action.document === state.document) return state;
      const at = action.at ?? Date.now();
      // Where the change was made is found by comparing the versions (a form may hand over its whole
      // item): typing joins one step only while it stays in the same field.
      const pointer = changedPointer(state.document, action.document);
      const last = state.last;
      const joins =
        action.group !== undefined && last?.group === action.group && last.pointer === pointer && at - last.at < joinWithinMs && state.past.length > 0;
      const past = joins ? state.past : [...state.past, { document: state.document, pointer }].slice(-limit);
      return { document: action.document, past, future: [], last: action.group === undefined ? undefined : { group: action.group, pointer, at } };
    }
    case "undo": {
      const step = state.past.at(-1);
      if (!step) return state;
      return { document: step.document, past: state.past.slice(0, -1), future: [{ document: state.document, pointer: step.pointer }, ...state.future] };
    }
    case "redo": {
      const step = state.future[0];
      if (!step) return state;
      return { document: step.document, past: [...state.past, { document: state.document, pointer: step.pointer }], future: state.future.slice(1) };
    }
    case "reset":
      return initialHistory(action.document);
  }
}

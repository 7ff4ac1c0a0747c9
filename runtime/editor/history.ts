// The document being edited, with its undo and redo. Every change, of any kind (a letter typed, an
// item moved, an entry added), is one step; letters typed into one field within a second of each
// other are one step together, as in any text editor.

export interface History {
  document: unknown;
  past: readonly unknown[];
  future: readonly unknown[];
  /** The field the last step changed and when, to join typing into one step. */
  last?: { group: string; at: number };
}

export type HistoryAction =
  { kind: "change"; document: unknown; group?: string; at?: number } | { kind: "undo" } | { kind: "redo" } | { kind: "reset"; document: unknown };

const limit = 500;
const joinWithinMs = 1000;

export const initialHistory = (document: unknown): History => ({ document, past: [], future: [] });

export function historyReducer(state: History, action: HistoryAction): History {
  switch (action.kind) {
    case "change": {
      if (action.document === state.document) return state;
      const at = action.at ?? Date.now();
      const joins = action.group !== undefined && state.last?.group === action.group && at - state.last.at < joinWithinMs && state.past.length > 0;
      const past = joins ? state.past : [...state.past, state.document].slice(-limit);
      return { document: action.document, past, future: [], last: action.group === undefined ? undefined : { group: action.group, at } };
    }
    case "undo": {
      const previous = state.past.at(-1);
      if (state.past.length === 0) return state;
      return { document: previous, past: state.past.slice(0, -1), future: [state.document, ...state.future] };
    }
    case "redo": {
      if (state.future.length === 0) return state;
      return { document: state.future[0], past: [...state.past, state.document], future: state.future.slice(1) };
    }
    case "reset":
      return initialHistory(action.document);
  }
}

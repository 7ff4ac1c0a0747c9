import { describe, expect, it } from "vitest";
import { historyReducer, initialHistory } from "./history.ts";

describe("historyReducer", () => {
  it("undoes and redoes every change", () => {
    let state = initialHistory({ a: 1 });
    state = historyReducer(state, { kind: "change", document: { a: 2 } });
    state = historyReducer(state, { kind: "change", document: { a: 3 } });
    state = historyReducer(state, { kind: "undo" });
    expect(state.document).toEqual({ a: 2 });
    state = historyReducer(state, { kind: "undo" });
    expect(state.document).toEqual({ a: 1 });
    expect(historyReducer(state, { kind: "undo" })).toBe(state);
    state = historyReducer(state, { kind: "redo" });
    expect(state.document).toEqual({ a: 2 });
    state = historyReducer(state, { kind: "change", document: { a: 9 } });
    expect(state.future).toEqual([]);
  });

  it("joins typing into one field within a second into one step", () => {
    let state = initialHistory("");
    state = historyReducer(state, { kind: "change", document: "K", group: "/x", at: 0 });
    state = historyReducer(state, { kind: "change", document: "Ka", group: "/x", at: 300 });
    state = historyReducer(state, { kind: "change", document: "Kar", group: "/x", at: 600 });
    state = historyReducer(state, { kind: "change", document: "Kar!", group: "/y", at: 700 });
    expect(state.past).toEqual(["", "Kar"]);
    state = historyReducer(state, { kind: "change", document: "Kar!!", group: "/y", at: 5000 });
    expect(state.past).toEqual(["", "Kar", "Kar!"]);
  });
});

import { describe, expect, it } from "vitest";
import { changedPointer, historyReducer, initialHistory } from "./history.ts";

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
    expect(state.past.map((step) => step.document)).toEqual(["", "Kar"]);
    state = historyReducer(state, { kind: "change", document: "Kar!!", group: "/y", at: 5000 });
    expect(state.past.map((step) => step.document)).toEqual(["", "Kar", "Kar!"]);
  });

  it("makes typing into another field of the same form a step of its own, however soon", () => {
    let state = initialHistory({ phone: "1", email: "a" });
    state = historyReducer(state, { kind: "change", document: { phone: "12", email: "a" }, group: "/site", at: 0 });
    state = historyReducer(state, { kind: "change", document: { phone: "123", email: "a" }, group: "/site", at: 100 });
    state = historyReducer(state, { kind: "change", document: { phone: "123", email: "ab" }, group: "/site", at: 200 });
    expect(state.past.map((step) => step.pointer)).toEqual(["/phone", "/email"]);
  });

  it("keeps where each step changed the document, for undo and then for redo", () => {
    const karachi = { city: "Karachi", areas: ["Clifton"] };
    const start = { site: { phone: "+971 4 000 0000" }, entries: [karachi] };
    let state = initialHistory(start);
    // A letter typed, handed over as its whole item: the step is placed at the field that changed.
    state = historyReducer(state, { kind: "change", document: { ...start, site: { phone: "+971 4 000 0001" } }, group: "/site" });
    const renamed = { ...state.document!, entries: [{ ...karachi, city: "Karachi!" }] };
    state = historyReducer(state, { kind: "change", document: renamed });
    expect(state.past.map((step) => step.pointer)).toEqual(["/site/phone", "/entries/0/city"]);
    state = historyReducer(state, { kind: "undo" });
    expect(state.future.map((step) => step.pointer)).toEqual(["/entries/0/city"]);
    state = historyReducer(state, { kind: "redo" });
    expect(state.past.at(-1)?.pointer).toBe("/entries/0/city");
    expect(state.document).toBe(renamed);
  });
});

describe("changedPointer", () => {
  const lahore = { city: "Lahore", areas: ["Gulberg", "DHA"] };
  const karachi = { city: "Karachi", areas: ["Clifton"] };
  const file = { site: { phone: "1" }, entries: [karachi, lahore] };

  it("finds the one value that changed, however deep", () => {
    const areas = ["Gulberg", "Model Town"];
    expect(changedPointer(file, { ...file, entries: [karachi, { ...lahore, areas }] })).toBe("/entries/1/areas/1");
  });

  it("stops at the list when an item is added, taken away or two are swapped", () => {
    expect(changedPointer(file, { ...file, entries: [karachi, lahore, karachi] })).toBe("/entries");
    expect(changedPointer(file, { ...file, entries: [lahore] })).toBe("/entries");
    expect(changedPointer(file, { ...file, entries: [lahore, karachi] })).toBe("/entries");
  });

  it("names a property added or removed, and the whole when several places changed", () => {
    expect(changedPointer(file, { ...file, site: { phone: "1", email: "a@b.c" } })).toBe("/site/email");
    expect(changedPointer(file, { site: { phone: "2" }, entries: [] })).toBe("");
  });

  it("writes a key holding a slash or a tilde as a JSON pointer does", () => {
    expect(changedPointer({ "a/b~c": 1 }, { "a/b~c": 2 })).toBe("/a~1b~0c");
  });
});

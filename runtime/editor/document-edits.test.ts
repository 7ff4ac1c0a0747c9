import { describe, expect, it } from "vitest";
import { reapply, setAt, setAtPointer } from "./document-edits.ts";

describe("document edits", () => {
  it("replaces, adds and removes by path without touching the original", () => {
    const original = { a: { b: [1, 2, 3] }, c: "x" };
    expect(setAt(original, ["a", "b", 1], 9)).toEqual({ a: { b: [1, 9, 3] }, c: "x" });
    expect(setAt(original, ["c"], undefined)).toEqual({ a: { b: [1, 2, 3] } });
    expect(setAt(original, ["a", "b", 0], undefined)).toEqual({ a: { b: [2, 3] }, c: "x" });
    expect(setAtPointer(original, "/a/d", true)).toEqual({ a: { b: [1, 2, 3], d: true }, c: "x" });
    expect(original).toEqual({ a: { b: [1, 2, 3] }, c: "x" });
  });

  it("carries the editor's changes over to a file changed on disk, keeping the other changes", () => {
    const loaded = { site: { phone: "1", email: "a@x" }, pages: ["/"] };
    const edited = { site: { phone: "2", email: "a@x" }, pages: ["/"] };
    const fresh = { site: { phone: "1", email: "b@x" }, pages: ["/", "/about"] };
    expect(reapply(loaded, edited, fresh)).toEqual({ site: { phone: "2", email: "b@x" }, pages: ["/", "/about"] });
  });
});

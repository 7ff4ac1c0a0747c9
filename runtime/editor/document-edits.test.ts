import { describe, expect, it } from "vitest";
import {
  changesBetween,
  documentSender,
  openedFrom,
  reapply,
  receivedDocument,
  setAt,
  setAtPointer,
  withChanges,
  type DocumentMessage,
} from "./document-edits.ts";

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

  it("finds what an edit changed by identity, and the changes remake the edited document from the one before", () => {
    const entries = Array.from({ length: 10_000 }, (_, index) => ({ city: { en: `City ${index}`, ur: `شہر ${index}` }, slug: `city-${index}` }));
    const before = { site: { phone: "1" }, families: { destinations: { entries } } };
    // A key typed into one city's Urdu name: one change, that string.
    const typed = setAtPointer(before, "/families/destinations/entries/5000/city/ur", "شہر ۵");
    expect(changesBetween(before, typed)).toEqual([{ path: ["families", "destinations", "entries", 5000, "city", "ur"], value: "شہر ۵" }]);
    // A removed key, an added key, a list that grew, and several edits at once.
    let edited = setAtPointer(typed, "/site/phone", undefined);
    edited = setAtPointer(edited, "/site/email", "a@x");
    edited = setAtPointer(edited, "/families/destinations/entries/10000", { city: { en: "New" }, slug: "new" });
    edited = setAtPointer(edited, "/families/destinations/entries/0/slug", "first");
    const changes = changesBetween(before, edited);
    expect(changes).toEqual(
      expect.arrayContaining([
        { path: ["site", "phone"], value: undefined },
        { path: ["site", "email"], value: "a@x" },
        { path: ["families", "destinations", "entries"], value: expect.any(Array) },
      ]),
    );
    expect(withChanges(before, changes)).toEqual(edited);
    // The first time, the whole document.
    expect(withChanges(undefined, changesBetween(undefined, edited))).toEqual(edited);
    expect(changesBetween(edited, edited)).toEqual([]);
  });
});

describe("a worker's copy of the document", () => {
  /** A worker's side: the messages it was posted, and its copy made from them. */
  function worker() {
    const posted: DocumentMessage[] = [];
    let copy: unknown = undefined;
    return { posted, copy: () => copy, post: (message: DocumentMessage) => (posted.push(message), (copy = receivedDocument(copy, message))) };
  }

  it("starts from the text the document was opened from, then gets each change alone", () => {
    const text = '{ "site": { "name": "Indus" }, "pages": [{ "route": "/" }] }';
    const opened = JSON.parse(text) as unknown;
    openedFrom(opened, text);
    const to = worker();
    const send = documentSender(to.post);
    send(opened);
    expect(to.posted).toEqual([{ kind: "open", text }]);
    const renamed = setAtPointer(opened, "/site/name", "Indus Cargo");
    send(renamed);
    expect(to.posted[1]).toEqual({ kind: "changes", changes: [{ path: ["site", "name"], value: "Indus Cargo" }] });
    expect(to.copy()).toEqual(renamed);
    send(renamed);
    expect(to.posted).toHaveLength(2);
  });

  it("is sent the whole document when it was not opened from a text (an edit came first)", () => {
    const document = { site: { name: "Indus" } };
    const to = worker();
    documentSender(to.post)(document);
    expect(to.posted).toEqual([{ kind: "changes", changes: [{ path: [], value: document }] }]);
    expect(to.copy()).toEqual(document);
  });
});

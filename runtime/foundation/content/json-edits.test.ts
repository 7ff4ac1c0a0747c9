import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fieldsOfKind } from "./fields.ts";
import { changedPaths, editedText } from "./json-edits.ts";
import { pointerSegments } from "./source.ts";

const shipped = readFileSync("pages.json", "utf8");
const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b.length).toBe(a.length);
  return b.flatMap((line, index) => (line === a[index] ? [] : [index + 1]));
};

describe("editedText", () => {
  it("changes only the bytes of a changed value", () => {
    const document = JSON.parse(shipped) as { site: { phone: string } };
    const line = shipped.split("\n").findIndex((text) => text.includes(`"phone": "${document.site.phone}"`)) + 1;
    document.site.phone = "+971 4 555 0000";
    const after = editedText(shipped, document);
    expect(changedLines(shipped, after)).toEqual([line]);
    expect(after.split("\n")[line - 1]).toContain('"phone": "+971 4 555 0000"');
  });

  it("keeps the file as it is when nothing changed, whatever its layout", () => {
    const text = '{\n\t"b": 1,   "a": [1,2]\r\n}\r\n';
    expect(editedText(text, JSON.parse(text))).toBe(text);
  });

  it("writes a reordered array whole, and leaves the rest alone", () => {
    const text = '{\n  "keep": "x",\n  "list": [\n    "a",\n    "b"\n  ]\n}\n';
    const after = editedText(text, { keep: "x", list: ["b", "a"] });
    expect(JSON.parse(after)).toEqual({ keep: "x", list: ["b", "a"] });
    expect(after.startsWith('{\n  "keep": "x",\n')).toBe(true);
  });

  it("adds and removes keys in the file's indentation", () => {
    const text = '{\n    "a": 1,\n    "b": 2\n}';
    const after = editedText(text, { a: 1, c: { d: true } });
    expect(JSON.parse(after)).toEqual({ a: 1, c: { d: true } });
    expect(after).toContain('\n    "c": {\n        "d": true\n    }');
  });

  it("writes a text that is not JSON out whole", () => {
    expect(JSON.parse(editedText("{ broken", { a: 1 }))).toEqual({ a: 1 });
  });
});

describe("editing the shipped file", () => {
  type Shipped = { families: { destinations: { entries: unknown[] } }; pages: { blocks: unknown[] }[] };
  const added = (before: string, after: string) => {
    // Every line of the file is still there, in order: what differs was only added.
    const lines = after.split("\n");
    let at = 0;
    for (const line of before.split("\n")) {
      while (at < lines.length && lines[at] !== line) at++;
      expect(at, line).toBeLessThan(lines.length);
      at++;
    }
    return lines.length - before.split("\n").length;
  };

  it("adds an entry as the entry's own lines", () => {
    const document = JSON.parse(shipped) as Shipped;
    const entry = { slug: "mardan", city: "Mardan", description: "A city.", areas: ["a", "b", "c", "d", "e", "f"] };
    document.families.destinations.entries.push(entry);
    const after = editedText(shipped, document);
    expect(added(shipped, after)).toBe(JSON.stringify(entry, null, 2).split("\n").length);
    expect(JSON.parse(after)).toEqual(document);
  });

  it("changes every English text at once (a find-and-replace), each in its own line; and beside an entry added and a property removed", () => {
    const document = JSON.parse(shipped) as Shipped & { site: Record<string, unknown> };
    let texts = 0;
    for (const { pointer } of fieldsOfKind(document, "text")) {
      const path = pointerSegments(pointer);
      const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((value, key) => value[key] as Record<string | number, unknown>, document);
      const key = path.at(-1)!;
      const text = parent[key];
      if (typeof text === "string") parent[key] = `${text} (new)`;
      else (text as { en: string }).en = `${(text as { en: string }).en} (new)`;
      texts++;
    }
    expect(texts).toBeGreaterThan(1000);
    // Compared as text: a deep comparison of the whole site takes seconds.
    const after = editedText(shipped, document);
    expect(JSON.stringify(JSON.parse(after))).toBe(JSON.stringify(document));
    const before = shipped.split("\n");
    const afterLines = after.split("\n");
    const lines = changedLines(shipped, after);
    expect(lines.length).toBe(texts);
    for (const line of lines) expect(afterLines[line - 1]!.replace(' (new)"', '"')).toBe(before[line - 1]);

    // Texts replaced in place, beside a property removed and an entry added, in one save.
    const mixed = JSON.parse(shipped) as Shipped & { site: Record<string, unknown> };
    mixed.site.phone = "+971 4 555 0000";
    delete mixed.site.tagline;
    mixed.families.destinations.entries.push({ slug: "mardan", city: "Mardan" });
    expect(JSON.stringify(JSON.parse(editedText(shipped, mixed)))).toBe(JSON.stringify(mixed));
  });

  it("removes a block as its own lines, and swaps two blocks in their own lines", () => {
    const document = JSON.parse(shipped) as Shipped;
    const [first, second] = document.pages[0]!.blocks;
    const removed = { ...document, pages: [{ ...document.pages[0]!, blocks: document.pages[0]!.blocks.slice(1) }, ...document.pages.slice(1)] };
    const afterRemoval = editedText(shipped, removed);
    // Only lines went: the block's own (the file writes a fingerprint's object on one line).
    expect(added(afterRemoval, shipped)).toBe(
      JSON.stringify(first, null, 2)
        .replace(/\{\n\s*("\w+": "\w+")\n\s*\}/g, "{ $1 }")
        .split("\n").length,
    );
    expect(JSON.parse(afterRemoval)).toEqual(removed);
    document.pages[0]!.blocks.splice(0, 2, second, first);
    const swapped = editedText(shipped, document);
    expect(JSON.parse(swapped)).toEqual(document);
    // Only the two blocks' lines changed: the file's lines before and after them are as they were.
    const [head, tail] = [shipped.slice(0, shipped.indexOf('"blocks"')), shipped.slice(shipped.indexOf('"route"', shipped.indexOf('"blocks"')))];
    expect(swapped.startsWith(head) && swapped.endsWith(tail)).toBe(true);
  });
});

describe("changedPaths", () => {
  it("names the deepest change, and arrays of another length whole", () => {
    expect(changedPaths({ a: { b: [1, 2] }, c: 1 }, { a: { b: [1, 3] }, c: 1 })).toEqual([{ path: ["a", "b", 1], value: 3 }]);
    expect(changedPaths({ a: [1] }, { a: [1, 2] })).toEqual([{ path: ["a", 1], value: 2, insert: true }]);
    expect(changedPaths({ a: [1, 2, 3] }, { a: [1, 3] })).toEqual([{ path: ["a", 1], value: undefined }]);
    expect(changedPaths({ a: [1, 2] }, { a: [3, 1, 2] })).toEqual([{ path: ["a"], value: [3, 1, 2] }]);
    expect(changedPaths({ a: 1, b: 2 }, { a: 1 })).toEqual([{ path: ["b"], value: undefined }]);
  });
});

import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { editedText } from "../../runtime/foundation/content/index.ts";
import { editsThread } from "./edits-thread.ts";
import { storeFileOf } from "./store-file-setting.ts";

const shipped = readFileSync("pages.json", "utf8");
const thread = editsThread();
afterAll(() => thread.stop());

/** The shipped document with every string value changed: thousands of edits. */
function everyStringChanged(mark: string): unknown {
  return JSON.parse(shipped, (_key, value: unknown) => (typeof value === "string" ? `${value}${mark}` : value)) as unknown;
}

describe("the save's edits on a thread of their own", () => {
  it("gives what editedText gives, while the calling thread goes on with other work", async () => {
    const document = everyStringChanged(" (x)");
    let turns = 0;
    let editing = true;
    const turn = () => {
      turns++;
      if (editing) setImmediate(turn);
    };
    setImmediate(turn);
    const edited = await thread.editedText(shipped, document);
    editing = false;
    expect(edited).toBe(editedText(shipped, document));
    // Worked out here, the edits would have held every turn of the event loop until they were done.
    expect(turns).toBeGreaterThan(1);
  });

  it("works out the edits of saves asked at once one after another, each answered with its own", async () => {
    const documents = ["a", "b", "c"].map((mark) => ({ site: { name: mark } }));
    const text = '{\n  "site": { "name": "Old" }\n}\n';
    const answers = await Promise.all(documents.map((document) => thread.editedText(text, document)));
    expect(answers).toEqual(documents.map((document) => editedText(text, document)));
  });

  it("starts again after it was stopped", async () => {
    await thread.stop();
    expect(await thread.editedText("{}", { a: 1 })).toBe(editedText("{}", { a: 1 }));
  });

  it("answers a save it cannot work out with its error, and goes on with the next", async () => {
    await expect(thread.editedText(shipped, { cannot: () => undefined })).rejects.toThrow(/could not be cloned/);
    expect(await thread.editedText("{}", { a: 1 })).toBe(editedText("{}", { a: 1 }));
  });

  it("reads which lead store a file names, as the server's own thread would, between the saves", async () => {
    const named = (storeFile: string) => shipped.replace('"storeFile": ".leads/leads.jsonl",', storeFile);
    const [edited, store, none, unreadable] = await Promise.all([
      thread.editedText("{}", { a: 1 }),
      thread.storeFileOf(named('"storeFile": "leads/visitors.jsonl",')),
      thread.storeFileOf(named("")),
      thread.storeFileOf("{ not json"),
    ]);
    expect(edited).toBe(editedText("{}", { a: 1 }));
    expect(store).toEqual({ storeFile: "leads/visitors.jsonl" });
    expect(none).toEqual({});
    expect(none).toEqual(storeFileOf(named("")));
    expect(unreadable).toBeNull();
  });
});

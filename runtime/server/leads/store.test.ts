import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lead } from "./record.ts";
import { describeDamage, openLeadStore, readLeads, type StoreFile } from "./store.ts";

let dir: string;
let path: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "lead-store-"));
  path = join(dir, "nested", "leads.jsonl");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lead = (n: number, fields: Record<string, string> = { name: `Visitor ${n}` }): Lead => ({
  id: `id-${n}`,
  receivedAt: new Date(Date.UTC(2025, 0, 1, 9, n)).toISOString(),
  form: "contact",
  page: "/contact",
  fields,
});

/** A store file that records the order of operations and lets a test hold each fsync. */
function recordingFile() {
  const events: string[] = [];
  const syncs: (() => void)[] = [];
  const file: StoreFile = {
    write(data) {
      events.push(`write ${Buffer.from(data).toString("utf8").trim().split("\n").length}`);
      return Promise.resolve();
    },
    sync() {
      events.push("sync");
      return new Promise((resolve) => syncs.push(() => (events.push("synced"), resolve())));
    },
    close() {
      events.push("close");
      return Promise.resolve();
    },
  };
  return { file, events, syncs };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the lead store", () => {
  it("appends one JSON line per lead, creating its folder, and reads them back in order", async () => {
    const { store, damaged } = await openLeadStore(path);
    expect(damaged).toBeNull();
    await store.append(lead(1));
    await store.append(lead(2, { message: 'Line one\nline two, "quoted"' }));
    await store.close();
    const lines = readFileSync(path, "utf8").split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    expect(JSON.parse(lines[1]!)).toEqual(lead(2, { message: 'Line one\nline two, "quoted"' }));
    expect(await readLeads(path)).toEqual({ leads: [lead(1), lead(2, { message: 'Line one\nline two, "quoted"' })], damaged: [], exists: true });
  });

  it("confirms an append only after its write and its fsync have finished", async () => {
    const { file, events, syncs } = recordingFile();
    const { store } = await openLeadStore(path, { openFile: () => Promise.resolve(file) });
    let confirmed = false;
    const appended = store.append(lead(1)).then(() => (confirmed = true));
    await tick();
    expect(events).toEqual(["write 1", "sync"]);
    expect(confirmed).toBe(false);
    syncs.shift()!();
    await appended;
    expect(events).toEqual(["write 1", "sync", "synced"]);
    expect(confirmed).toBe(true);
  });

  it("on a real file: fsyncs the new file's folder, then writes, fsyncs, and only then confirms", async () => {
    const probe = await open(join(dir, "probe"), "w");
    const prototype = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    const events: string[] = [];
    // eslint-disable-next-line @typescript-eslint/unbound-method -- taken off the prototype to be called again, with each handle as `this`, by the spies below
    const { write, sync } = prototype;
    const spies = [
      vi.spyOn(prototype, "write").mockImplementation(function (this: FileHandle, ...args: unknown[]) {
        events.push("write");
        return (write as (...a: unknown[]) => Promise<never>).apply(this, args);
      }),
      vi.spyOn(prototype, "sync").mockImplementation(function (this: FileHandle) {
        events.push("sync");
        return sync.apply(this);
      }),
    ];
    try {
      const { store } = await openLeadStore(path);
      await store.append(lead(1)).then(() => events.push("confirmed"));
      await store.close();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(events).toEqual(["sync", "write", "sync", "confirmed"]);
    expect((await readLeads(path)).leads).toEqual([lead(1)]);
  });

  it("groups the appends that arrive during an fsync into the next write and fsync", async () => {
    const { file, events, syncs } = recordingFile();
    const { store } = await openLeadStore(path, { openFile: () => Promise.resolve(file) });
    const first = store.append(lead(1));
    await tick();
    const rest = [2, 3, 4].map((n) => store.append(lead(n)));
    await tick();
    expect(events).toEqual(["write 1", "sync"]);
    syncs.shift()!();
    await first;
    await tick();
    expect(events).toEqual(["write 1", "sync", "synced", "write 3", "sync"]);
    syncs.shift()!();
    await Promise.all(rest);
    const closing = store.close();
    await closing;
    expect(events.at(-1)).toBe("close");
  });

  it("rejects the appends of a failed write, so nothing is confirmed, and starts the next write on a new line", async () => {
    const written: string[] = [];
    let fail = true;
    const file: StoreFile = {
      write(data) {
        written.push(Buffer.from(data).toString("utf8"));
        return fail ? Promise.reject(Object.assign(new Error("no space left on device"), { code: "ENOSPC" })) : Promise.resolve();
      },
      sync: async () => {},
      close: async () => {},
    };
    const { store } = await openLeadStore(path, { openFile: () => Promise.resolve(file) });
    await expect(store.append(lead(1))).rejects.toThrow("no space left");
    fail = false;
    await store.append(lead(2));
    expect(written[1]).toBe(`\n${JSON.stringify(lead(2))}\n`);
  });

  it("reports a torn last record on opening, skips it when reading, and keeps the next record apart from it", async () => {
    const { store: first } = await openLeadStore(path);
    await first.append(lead(1));
    await first.append(lead(2));
    await first.close();
    const torn = JSON.stringify(lead(3)).slice(0, 25);
    appendFileSync(path, torn);

    const { store, damaged } = await openLeadStore(path);
    expect(damaged).toEqual({ line: 3, reason: "torn", bytes: 25 });
    expect(describeDamage(damaged!, "leads.jsonl")).toBe(
      "Line 3 of leads.jsonl is an incomplete record (25 bytes): the server stopped while writing it, before it was confirmed to the visitor. It is skipped.",
    );
    expect(await readLeads(path)).toMatchObject({ leads: [lead(1), lead(2)], damaged: [{ line: 3, reason: "torn" }] });

    await store.append(lead(4));
    await store.close();
    const read = await readLeads(path);
    expect(read.leads).toEqual([lead(1), lead(2), lead(4)]);
    expect(read.damaged).toEqual([{ line: 3, reason: "unreadable", bytes: 25 }]);
    const reopened = await openLeadStore(path);
    expect(reopened.damaged).toBeNull();
    await reopened.store.close();
  });

  it("reports a whole last line that is not a lead, and opens a store that is only a torn line", async () => {
    writeFileSync(path.replace("nested/", ""), `${JSON.stringify(lead(1))}\n{"id":"x"}\n`);
    const other = await openLeadStore(path.replace("nested/", ""));
    expect(other.damaged).toEqual({ line: 2, reason: "unreadable", bytes: 10 });
    await other.store.close();

    const lone = join(dir, "lone.jsonl");
    writeFileSync(lone, '{"id":"half');
    const opened = await openLeadStore(lone);
    expect(opened.damaged).toEqual({ line: 1, reason: "torn", bytes: 11 });
    await opened.store.append(lead(5));
    await opened.store.close();
    expect((await readLeads(lone)).leads).toEqual([lead(5)]);
  });

  it("reads a store that does not exist yet as empty", async () => {
    expect(await readLeads(join(dir, "none.jsonl"))).toEqual({ leads: [], damaged: [], exists: false });
  });

  it("refuses appends once closed", async () => {
    const { store } = await openLeadStore(path);
    await store.close();
    await expect(store.append(lead(1))).rejects.toThrow("closed");
  });
});

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, openLeadWriter, type PagesDatabase } from "../database/index.ts";
import type { Lead } from "./record.ts";
import { LeadStore } from "./store.ts";

let dir: string;
let database: PagesDatabase;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "lead-store-"));
  database = openDatabase(join(dir, "nested", "leads.db"));
});
afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const lead = (n: number, fields: Record<string, string> = { name: `Visitor ${n}` }): Lead => ({
  id: `id-${n}`,
  receivedAt: new Date(Date.UTC(2025, 0, 1, 9, n)).toISOString(),
  form: "contact",
  page: "/contact",
  fields,
});

describe("the lead store", () => {
  it("stores each lead in the database, creating its folder, and they read back in the order received", async () => {
    const store = new LeadStore(openLeadWriter(database));
    await store.append(lead(1));
    await store.append(lead(2, { message: 'Line one\nline two, "quoted"' }));
    await store.close();
    expect(database.leads.list()).toEqual([lead(1), lead(2, { message: 'Line one\nline two, "quoted"' })]);
    // A second connection, as `pages leads` or a restarted server would open it, sees them too.
    const other = openDatabase(database.path);
    expect(other.leads.count()).toBe(2);
    other.close();
  });

  it("confirms an append only once its transaction has committed", async () => {
    const events: string[] = [];
    const insert = database.leads.insert;
    const spy = vi.spyOn(database.leads, "insert").mockImplementation((leads) => {
      events.push(`insert ${leads.length}`);
      insert(leads);
      events.push("committed");
    });
    const store = new LeadStore(openLeadWriter(database));
    await store.append(lead(1)).then(() => events.push("confirmed"));
    spy.mockRestore();
    expect(events).toEqual(["insert 1", "committed", "confirmed"]);
  });

  it("groups the appends that arrive together into one transaction", async () => {
    const sizes: number[] = [];
    const insert = database.leads.insert;
    vi.spyOn(database.leads, "insert").mockImplementation((leads) => {
      sizes.push(leads.length);
      insert(leads);
    });
    const store = new LeadStore(openLeadWriter(database), { maxBatch: 3 });
    await Promise.all([1, 2, 3, 4, 5].map((n) => store.append(lead(n))));
    expect(sizes).toEqual([3, 2]);
    expect(database.leads.count()).toBe(5);
  });

  it("rejects every append of a transaction that failed, so none is confirmed, and goes on with the next", async () => {
    const store = new LeadStore(openLeadWriter(database));
    await store.append(lead(1));
    // The same id twice: the second insert fails, and with it the whole transaction.
    const results = await Promise.allSettled([store.append(lead(2)), store.append(lead(1))]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(database.leads.list()).toEqual([lead(1)]);
    await store.append(lead(3));
    expect(database.leads.list().map((item) => item.id)).toEqual(["id-1", "id-3"]);
  });

  it("commits on the writer's thread, as `pages serve` does: confirmed leads are in the database, a failed batch is refused whole", async () => {
    // The thread's file from the sources, loaded through tsx, as the bundle would load its own.
    const boot = join(dir, "writer-boot.mjs");
    const tsx = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve("tsx/package.json")), "dist", "esm", "api", "index.mjs")).href;
    const source = new URL("../database/lead-writer-worker.ts", import.meta.url).href;
    writeFileSync(boot, `import { register } from ${JSON.stringify(tsx)};\nregister();\nawait import(${JSON.stringify(source)});\n`);
    const writer = openLeadWriter(database, { workerFile: pathToFileURL(boot) });
    expect(writer.thread).toBe("worker");
    const store = new LeadStore(writer);
    await Promise.all([1, 2, 3].map((n) => store.append(lead(n))));
    expect(database.leads.list()).toEqual([lead(1), lead(2), lead(3)]);
    const results = await Promise.allSettled([store.append(lead(4)), store.append(lead(1))]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(results[1]).toMatchObject({ reason: { code: "SQLITE_CONSTRAINT_UNIQUE" } });
    await store.close();
    expect(database.leads.count()).toBe(3);
  });

  it("refuses appends once closed", async () => {
    const store = new LeadStore(openLeadWriter(database));
    await store.close();
    await expect(store.append(lead(1))).rejects.toThrow("closed");
  });
});

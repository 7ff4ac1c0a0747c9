import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Sqlite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DatabaseProblem, databaseProblem } from "./database-problem.ts";
import { migrations } from "./migrations.ts";
import { openDatabase } from "./open-database.ts";

let dir: string;
let path: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pages-db-"));
  path = join(dir, "leads.db");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lead = (n: number) => ({ id: `id-${n}`, receivedAt: "2025-01-01T09:00:00.000Z", form: "contact", page: "/contact", fields: { name: `Visitor ${n}` } });

describe("openDatabase", () => {
  it("creates the database with write-ahead logging and synchronous=FULL, and runs every migration once", () => {
    const database = openDatabase(join(dir, "nested", "leads.db"));
    expect(database.migrationsApplied()).toEqual(migrations.map((migration) => migration.version));
    database.close();
    const reopened = openDatabase(join(dir, "nested", "leads.db"));
    expect(reopened.migrationsApplied()).toEqual(migrations.map((migration) => migration.version));
    reopened.close();

    const raw = new Sqlite(join(dir, "nested", "leads.db"), { readonly: true });
    expect(raw.pragma("journal_mode", { simple: true })).toBe("wal");
    const tables = raw.prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all();
    expect(tables.map((table) => table.name)).toEqual([
      "audit_log",
      "forwarding_failure",
      "imports",
      "lead_history",
      "lead_notes",
      "leads",
      "pending_notifications",
      "schema_migrations",
      "sessions",
      "users",
    ]);
    raw.close();
  });

  it("sets synchronous=FULL on its connection, so a commit waits for the log's fsync", () => {
    openDatabase(path).close();
    // A database that is already in WAL mode is opened with NORMAL (1) by better-sqlite3's build,
    // which may lose the last commits in a power cut...
    const plain = new Sqlite(path);
    expect(plain.pragma("synchronous", { simple: true })).toBe(1);
    plain.close();
    // ...so openDatabase sets FULL on every connection it opens.
    const database = openDatabase(path);
    expect(database.durability()).toEqual({ journalMode: "wal", synchronous: 2 });
    database.close();
  });

  it("runs a later migration at the next open, and refuses a database a newer version changed", () => {
    openDatabase(path).close();
    const later = [...migrations, { version: 99, name: "a later one", sql: "CREATE TABLE later (id INTEGER PRIMARY KEY) STRICT;" }];
    const database = openDatabase(path, { migrations: later });
    expect(database.migrationsApplied().at(-1)).toBe(99);
    database.close();
    expect(() => openDatabase(path)).toThrow(DatabaseProblem);
    expect(() => openDatabase(path)).toThrow(/was changed by a newer version of this program \(its schema is at version 99/);
  });

  it("keeps the lead statuses to the five the company uses, and a reason only for a lost lead", () => {
    const database = openDatabase(path);
    database.leads.insert([lead(1)]);
    database.close();
    const raw = new Sqlite(path);
    expect(() => raw.prepare("UPDATE leads SET status = 'maybe'").run()).toThrow(/CHECK constraint failed/);
    expect(() => raw.prepare("UPDATE leads SET lost_reason = 'price'").run()).toThrow(/CHECK constraint failed/);
    raw.prepare("UPDATE leads SET status = 'lost', lost_reason = 'price'").run();
    raw.close();
  });

  it("says in words that a file is not a database", () => {
    writeFileSync(path, "name,phone\n".repeat(100));
    expect(() => openDatabase(path)).toThrow(
      new DatabaseProblem(
        `${path} is not a database: it may be another kind of file, or damaged. Restore it from a backup (see "Back up and restore" in the README).`,
      ),
    );
  });

  it("opens a database damaged where the leads are, and says in words what reading them meets", () => {
    const database = openDatabase(path);
    database.leads.insert([lead(1), lead(2)]);
    database.close();
    const raw = new Sqlite(path, { readonly: true });
    const root = raw.prepare<[], { rootpage: number }>("SELECT rootpage FROM sqlite_schema WHERE name = 'leads'").get()!.rootpage;
    raw.close();
    const bytes = readFileSync(path);
    const pageSize = bytes.readUInt16BE(16);
    bytes.fill(0xa5, (root - 1) * pageSize, root * pageSize);
    writeFileSync(path, bytes);
    const damaged = openDatabase(path);
    let met: unknown = null;
    try {
      damaged.leads.list();
    } catch (error) {
      met = error;
    } finally {
      damaged.close();
    }
    expect(databaseProblem(met, path)).toEqual(
      new DatabaseProblem(`The database ${path} is damaged. Restore it from a backup (see "Back up and restore" in the README).`),
    );
  });

  it("says in words that another program keeps the database locked", () => {
    openDatabase(path).close();
    const other = new Sqlite(path);
    other.pragma("locking_mode = EXCLUSIVE");
    other.exec("BEGIN EXCLUSIVE");
    try {
      expect(() => openDatabase(path, { busyTimeoutMs: 20 })).toThrow(/^The database .* is locked by another program/);
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
  });
});

/**
 * Another process on the database: `body` runs with `db`, its own connection, and `insert(id)`, which
 * stores a lead. Resolves once it prints "ready".
 */
async function otherProcess(body: string): Promise<{ child: ChildProcess; exited: Promise<unknown> }> {
  const script = join(dir, "other-process.cjs");
  const betterSqlite = createRequire(import.meta.url).resolve("better-sqlite3");
  writeFileSync(
    script,
    `const Sqlite = require(${JSON.stringify(betterSqlite)});
     const db = new Sqlite(process.argv[2], { timeout: 5000 });
     const statement = db.prepare("INSERT INTO leads (id, received_at, form, page, fields) VALUES (?, ?, 'contact', '/contact', '{}')");
     const insert = (id) => statement.run(id, new Date().toISOString());
     ${body}`,
  );
  const child = spawn(process.execPath, [script, path], { stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`the other process stopped (${code})`)));
  });
  return { child, exited };
}

describe("backup", () => {
  it("takes a consistent copy while another process writes leads, one transaction after another", async () => {
    openDatabase(path).close();
    const { child, exited } = await otherProcess(
      `db.pragma("synchronous = FULL");
       for (let n = 1; ; n++) {
         insert("writer-" + n);
         if (n === 200) process.stdout.write("ready\\n");
       }`,
    );
    try {
      const database = openDatabase(path);
      const copy = join(dir, "copy.db");
      await expect(database.backup(join(dir, "no-such-folder", "copy.db"))).rejects.toThrow(DatabaseProblem);
      await database.backup(copy);
      const copied = openDatabase(copy);
      const ids = copied.leads.list().map((item) => Number(item.id.slice("writer-".length)));
      expect(copied.integrityProblems()).toEqual([]);
      expect(ids.length).toBeGreaterThanOrEqual(200);
      // A snapshot: every lead up to the last one copied, none missing in between.
      expect(ids).toEqual(Array.from({ length: ids.length }, (_, index) => index + 1));
      copied.close();
      // The writer went on meanwhile.
      await expect.poll(() => database.leads.count(), { timeout: 10_000, interval: 10 }).toBeGreaterThan(ids.length);
      database.close();
    } finally {
      child.kill("SIGKILL");
      await exited;
    }
  });
});

describe("a change made while another connection writes", () => {
  it("waits for that write to end instead of failing (a change that reads first, then writes)", async () => {
    const database = openDatabase(path);
    const now = "2026-11-29T09:00:00.000Z";
    database.users.add("Owner", "owner", "hash", now);
    database.users.add("Bilal", "sales", "hash", now);
    database.leads.insert([lead(1)]);
    const owner = database.users.find("Owner")!;
    const changes = [
      () => database.users.removeById(database.users.find("Bilal")!.id),
      () => database.inbox.setStatus("id-1", "contacted", null, owner.id, now),
    ];
    try {
      for (const change of changes) {
        // The lead writer's thread as it stores a lead: the write lock held for 400 ms.
        const other = await otherProcess(
          `db.exec("BEGIN IMMEDIATE");
           insert("held-" + Date.now());
           process.stdout.write("ready\\n");
           Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
           db.exec("COMMIT");`,
        );
        // In SQLite's default (deferred) transaction the change read, then found the write lock taken
        // and failed at once ("database is locked"); it now waits for the lock from its start.
        expect(change()).toBeTruthy();
        await other.exited;
      }
      expect(database.users.find("Bilal")).toBeNull();
      expect(database.inbox.events("id-1").map((event) => event.kind)).toEqual(["status"]);
      expect(database.leads.count()).toBe(3);
    } finally {
      database.close();
    }
  });

  it("is so for every transaction: each is begun through writeTransaction", () => {
    const folder = import.meta.dirname;
    const begunElsewhere = readdirSync(folder)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "write-transaction.ts")
      .filter((file) => /\.transaction\(/.test(readFileSync(join(folder, file), "utf8")));
    expect(begunElsewhere).toEqual([]);
  });
});

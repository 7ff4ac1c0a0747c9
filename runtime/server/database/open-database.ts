// The one place the project's SQLite database is opened. Every other file reaches it through the
// PagesDatabase this returns, so the SQL stays in runtime/server/database/ (and a move to another
// database stays here too, docs/architecture.md).
//
// WAL lets `pages leads` and a backup read while the server writes; synchronous=FULL makes a
// commit wait for the WAL's fsync, so a lead whose insert returned survives a crash or a power cut.
// Migrations (migrations.ts) run at every open; each is recorded in schema_migrations.
import { existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Sqlite from "better-sqlite3";
import { DatabaseProblem, databaseProblem } from "./database-problem.ts";
import { inboxQueries, type InboxQueries } from "./inbox-queries.ts";
import { notificationQueries, type NotificationQueries } from "./notification-queries.ts";
import { leadQueries, type LeadQueries } from "./lead-queries.ts";
import { migrations as shippedMigrations, type Migration } from "./migrations.ts";
import { sessionQueries, type SessionQueries } from "./session-queries.ts";
import { userQueries, type UserQueries } from "./user-queries.ts";
import { writeTransaction } from "./write-transaction.ts";

export interface PagesDatabase {
  readonly path: string;
  readonly leads: LeadQueries;
  /** The leads as the admin's inbox works them: filters, status, assignee, notes. */
  readonly inbox: InboxQueries;
  readonly users: UserQueries;
  /** The emails telling of new leads, waiting to be sent. */
  readonly notifications: NotificationQueries;
  readonly sessions: SessionQueries;
  /** The versions of the migrations applied, in order. */
  migrationsApplied(): number[];
  /** SQLite's integrity check: what it found wrong, or nothing. */
  integrityProblems(): string[];
  /** How this connection writes: the journal mode (wal) and the synchronous level (2 is FULL). */
  durability(): { journalMode: string; synchronous: number };
  /**
   * A consistent copy of the database in `file`, taken with SQLite's online backup while others
   * read and write. The copy is a database of its own (no WAL beside it).
   */
  backup(file: string): Promise<void>;
  close(): void;
}

export interface OpenDatabaseOptions {
  /** For tests of the migrations; the shipped list by default. */
  migrations?: readonly Migration[];
  /** How long to wait for another writer's lock, in ms (5 s by default). */
  busyTimeoutMs?: number;
}

function migrate(sqlite: Sqlite.Database, path: string, migrations: readonly Migration[]): void {
  sqlite.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT");
  const applied = new Set(
    sqlite
      .prepare<[], { version: number }>("SELECT version FROM schema_migrations")
      .all()
      .map((row) => row.version),
  );
  const newest = Math.max(0, ...applied);
  const known = Math.max(0, ...migrations.map((migration) => migration.version));
  if (newest > known) {
    throw new DatabaseProblem(
      `The database ${path} was changed by a newer version of this program (its schema is at version ${newest}, this one knows ${known}). Run the newer version, or restore a backup made by this one.`,
    );
  }
  const record = sqlite.prepare<[number, string, string]>("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    writeTransaction(sqlite, () => {
      sqlite.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
  }
}

/**
 * Opens (creating it and its folder when needed) the database at `path` and brings its schema up to
 * date. Throws a DatabaseProblem, in words, when the file is not a database, is damaged or locked.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): PagesDatabase {
  let sqlite: Sqlite.Database | null = null;
  try {
    mkdirSync(dirname(path), { recursive: true });
    sqlite = new Sqlite(path, { timeout: options.busyTimeoutMs ?? 5000 });
    const mode = sqlite.pragma("journal_mode = WAL", { simple: true });
    if (mode !== "wal")
      throw new DatabaseProblem(`The database ${path} cannot use write-ahead logging (it stays in ${String(mode)} mode); is it on a network disk?`);
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
    migrate(sqlite, path, options.migrations ?? shippedMigrations);
    const opened = sqlite;
    return {
      path,
      leads: leadQueries(opened),
      inbox: inboxQueries(opened),
      notifications: notificationQueries(opened),
      users: userQueries(opened),
      sessions: sessionQueries(opened),
      migrationsApplied: () =>
        opened
          .prepare<[], { version: number }>("SELECT version FROM schema_migrations ORDER BY version")
          .all()
          .map((row) => row.version),
      integrityProblems: () =>
        (opened.pragma("integrity_check") as { integrity_check: string }[]).map((row) => row.integrity_check).filter((line) => line !== "ok"),
      durability: () => ({
        journalMode: String(opened.pragma("journal_mode", { simple: true })),
        synchronous: Number(opened.pragma("synchronous", { simple: true })),
      }),
      async backup(file) {
        if (!existsSync(dirname(file))) throw new DatabaseProblem(`Cannot write the backup ${file}: its folder does not exist.`);
        try {
          // After the first step, the rest in one: a copy in many small steps starts over whenever
          // another connection writes in between, and might never end on a busy server.
          await opened.backup(file, { progress: () => Number.MAX_SAFE_INTEGER });
        } catch (error) {
          throw databaseProblem(error, path);
        }
      },
      close: () => {
        if (opened.open) opened.close();
      },
    };
  } catch (error) {
    sqlite?.close();
    throw databaseProblem(error, path);
  }
}

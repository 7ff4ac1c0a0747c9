// `pages leads [file] [--format table|csv|json] [--since DATE] [--store PATH]`: the leads the
// endpoint of `pages serve` stored in the database, oldest first, and which of them the webhook
// refused. `pages leads backup FILE` copies the database while the server runs; `pages leads resend
// ID...` gives refused leads back to the webhook. Exit 0 done (no lead is fine), 2 could not run.
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import {
  describeDamage,
  databaseFileOf,
  DatabaseProblem,
  databaseProblem,
  importLegacyStore,
  openDatabase,
  publishedFolderOf,
  type PagesDatabase,
} from "../../runtime/server/index.ts";
import { formatLeads, forwardingNote, refusalsNote } from "../leads/format.ts";
import type { LeadFormat } from "../leads/format-names.ts";
import { storePath } from "../leads/store-path.ts";

export interface LeadsCommandOptions {
  format: LeadFormat;
  since?: string;
  store?: string;
}

/** A day (midnight UTC) or a moment in ISO 8601; null when it is neither. */
export function parseSince(text: string): Date | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const moment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
  if (!day && !moment) return null;
  const date = new Date(day ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What went wrong with the database, in words (SQLite's errors, damaged pages included); anything else is a bug and goes on up. */
function databaseError(error: unknown, databaseFile: string): string {
  const problem = databaseProblem(error, databaseFile);
  if (problem instanceof DatabaseProblem) return problem.message;
  throw error;
}

/**
 * The database of a store, opened with its migrations run and the JSON Lines store of earlier
 * versions imported (both are no-ops once done); null, said why, when it cannot be used.
 */
async function openLeads(storeFile: string): Promise<PagesDatabase | null> {
  let database: PagesDatabase;
  try {
    database = openDatabase(databaseFileOf(storeFile));
  } catch (error) {
    console.error(databaseError(error, databaseFileOf(storeFile)));
    return null;
  }
  try {
    const imported = await importLegacyStore(database, storeFile);
    for (const damage of imported.damaged) console.error(describeDamage(damage, storeFile));
    return database;
  } catch (error) {
    database.close();
    const code = (error as NodeJS.ErrnoException).code;
    const problem = databaseProblem(error, database.path);
    console.error(`Cannot import the leads of ${storeFile}: ${problem instanceof DatabaseProblem ? problem.message : (code ?? (error as Error).message)}`);
    return null;
  }
}

export async function leadsCommand(file: string, options: LeadsCommandOptions): Promise<number> {
  const since = options.since === undefined ? null : parseSince(options.since);
  if (options.since !== undefined && since === null) {
    console.error(`--since "${options.since}" is not a date: write a day such as 2025-01-31 (midnight UTC) or a moment such as 2025-01-31T09:30Z.`);
    return 2;
  }
  const path = await storePath(file, options);
  if (path === null) return 2;
  const databaseFile = databaseFileOf(path);
  if (!existsSync(databaseFile) && !existsSync(path)) {
    if (options.format === "table") console.log(`No leads yet: ${databaseFile} does not exist. It is created when \`pages serve\` stores the first one.`);
    else process.stdout.write(options.format === "json" ? `${formatLeads([], "json")}\n` : formatLeads([], "csv"));
    return 0;
  }
  const database = await openLeads(path);
  if (database === null) return 2;
  try {
    const leads = database.leads.list(since?.toISOString());
    const refusals = database.leads.refusals();
    const refused = refusalsNote(leads, refusals);
    const failure = database.leads.failure();
    const failing = failure ? forwardingNote(failure, database.leads.waitingCount()) : null;
    if (options.format !== "table") {
      process.stdout.write(options.format === "json" ? `${formatLeads(leads, "json")}\n` : formatLeads(leads, "csv"));
      // Beside the data, not in it, so a program or spreadsheet reads the same records as always.
      if (failing) console.error(failing);
      if (refused) console.error(refused);
      return 0;
    }
    if (leads.length > 0) console.log(`${formatLeads(leads, "table", refusals)}\n`);
    const of = since ? ` of ${database.leads.count()}, since ${since.toISOString()}` : "";
    console.log(`${leads.length} lead${leads.length === 1 ? "" : "s"}${of} in ${databaseFile}.`);
    if (failing) console.log(`\n${failing}`);
    if (refused) console.log(`\n${refused}`);
    return 0;
  } catch (error) {
    console.error(databaseError(error, databaseFile));
    return 2;
  } finally {
    database.close();
  }
}

/** `pages leads backup FILE`: a consistent copy of the database, taken while the server may be writing. */
export async function leadsBackupCommand(target: string, file: string, options: { store?: string }): Promise<number> {
  const path = await storePath(file, options);
  if (path === null) return 2;
  const databaseFile = databaseFileOf(path);
  const destination = resolve(target);
  if (!existsSync(databaseFile)) {
    console.error(`There is nothing to back up: ${databaseFile} does not exist. It is created when \`pages serve\` starts with a lead store.`);
    return 2;
  }
  if (existsSync(destination)) {
    console.error(`${target} already exists: name a new file, so that no earlier backup is overwritten.`);
    return 2;
  }
  // A backup holds every lead too: never where the site is published.
  const published = publishedFolderOf(destination, { baseDir: dirname(resolve(file)) });
  if (published) {
    console.error(`${target} is inside ${published.path}, which ${published.how}, where anyone could download it. Keep backups outside public/ and dist/.`);
    return 2;
  }
  const database = await openLeads(path);
  if (database === null) return 2;
  try {
    await database.backup(destination);
    console.log(`Backed up ${databaseFile} (${database.leads.count()} leads) to ${destination}.`);
    return 0;
  } catch (error) {
    console.error(
      `Cannot back up to ${target}: ${error instanceof DatabaseProblem ? error.message : ((error as NodeJS.ErrnoException).code ?? (error as Error).message)}`,
    );
    return 2;
  } finally {
    database.close();
  }
}

/** `pages leads resend ID...`: refused leads go back to the webhook's queue, sent at the server's next start. */
export async function leadsResendCommand(ids: string[], file: string, options: { store?: string }): Promise<number> {
  const path = await storePath(file, options);
  if (path === null) return 2;
  const database = await openLeads(path);
  if (database === null) return 2;
  try {
    const requeued = database.leads.resend(ids);
    const unknown = ids.filter((id) => !requeued.includes(id));
    if (requeued.length > 0)
      console.log(`${requeued.length} refused lead(s) will be forwarded again when the server next starts: restart it now to send them.`);
    if (unknown.length > 0) console.error(`Not refused by the webhook, so nothing to send again: ${unknown.join(", ")}.`);
    return unknown.length > 0 ? 2 : 0;
  } catch (error) {
    console.error(databaseError(error, database.path));
    return 2;
  } finally {
    database.close();
  }
}

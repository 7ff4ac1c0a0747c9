// Earlier versions kept the leads in a JSON Lines file (.leads/leads.jsonl) and the forwarder's
// state in files beside it (state-files.ts). At every start their size and time are compared with
// those recorded at their last import; when one changed (or was never imported), all are read and
// imported in one transaction. A lead already in the database is left alone, so an import run twice
// adds nothing twice. The files are left where they are: they are the company's data, and removing
// them is the person's choice (the README says when it is safe).
import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { ImportedFile, PagesDatabase } from "../database/index.ts";
import { readForwardingFailure } from "./forwarding-status.ts";
import { readLeads, type DamagedLine } from "./jsonl-store.ts";
import { forwardingStatusFile, forwardStateFile, readForwardedIds, readRefusals, refusedStateFile } from "./state-files.ts";

export interface LegacyImport {
  /** false when there was nothing to read: no file, or the files as they were at their last import. */
  read: boolean;
  /** How many leads the database did not have yet. */
  added: number;
  /** The damaged lines of the JSON Lines store, skipped. */
  damaged: DamagedLine[];
}

async function fileState(path: string): Promise<{ path: string; size: number; modifiedMs: number } | null> {
  try {
    const stats = await stat(path);
    return { path, size: stats.size, modifiedMs: stats.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Imports the JSON Lines store `storeFile` and the forwarder's files beside it, when they changed since. */
export async function importLegacyStore(database: PagesDatabase, storeFile: string): Promise<LegacyImport> {
  const paths = [storeFile, forwardStateFile(storeFile), refusedStateFile(storeFile), forwardingStatusFile(storeFile)];
  const states = (await Promise.all(paths.map(fileState))).filter((state) => state !== null);
  const nothing: LegacyImport = { read: false, added: 0, damaged: [] };
  // A store named by its database (--store leads.db) has no JSON Lines file beside it.
  if (resolve(storeFile) === resolve(database.path)) return nothing;
  if (states[0]?.path !== storeFile) return nothing;
  if (database.leads.importedAsIs(states.map((state) => ({ ...state, records: 0 })))) return nothing;

  const stored = await readLeads(storeFile);
  const forwarded = await readForwardedIds(storeFile);
  const refusals = await readRefusals(storeFile);
  const failure = await readForwardingFailure(storeFile);
  const counts = new Map<string, number>([
    [paths[0]!, stored.leads.length],
    [paths[1]!, forwarded.size],
    [paths[2]!, refusals.size],
    [paths[3]!, failure ? 1 : 0],
  ]);
  const files: ImportedFile[] = states.map((state) => ({ ...state, records: counts.get(state.path) ?? 0 }));
  const added = database.leads.importLegacy(files, { leads: stored.leads, forwarded, refusals, failure }, new Date().toISOString());
  return { read: true, added, damaged: stored.damaged };
}

// The files the webhook forwarder kept beside the JSON Lines store (leads.jsonl) before the
// database, read once at start to import them (legacy-import.ts):
//
//   leads.forwarded.jsonl  the id of each lead the webhook took, appended as it was taken
//   leads.refused.jsonl    each lead the webhook refused for good, with its answer
//   leads.forwarding.json  while posts failed: since when, why, how often (forwarding-status.ts)
//
// A lead listed in neither .jsonl file was still to be forwarded.
import { readFile } from "node:fs/promises";
import type { Refusal } from "./record.ts";

function besideStore(storeFile: string, kind: string, extension: string): string {
  const stem = storeFile.endsWith(".jsonl") ? storeFile.slice(0, -".jsonl".length) : storeFile;
  return `${stem}.${kind}${extension}`;
}

export function forwardStateFile(storeFile: string): string {
  return besideStore(storeFile, "forwarded", ".jsonl");
}

export function refusedStateFile(storeFile: string): string {
  return besideStore(storeFile, "refused", ".jsonl");
}

export function forwardingStatusFile(storeFile: string): string {
  return besideStore(storeFile, "forwarding", ".json");
}

/** A file's text, or null when there is no such file. */
export async function readIfThere(path: string): Promise<string | null> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The records of a state file; a torn last line is skipped (that lead is simply forwarded again). */
async function stateRecords(path: string): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  for (const line of (await readIfThere(path))?.split("\n") ?? []) {
    try {
      const record: unknown = JSON.parse(line);
      if (record !== null && typeof record === "object" && typeof (record as { id?: unknown }).id === "string") records.push(record as Record<string, unknown>);
    } catch {
      // Not a record.
    }
  }
  return records;
}

/** The ids of the leads of a store the webhook took. */
export async function readForwardedIds(storeFile: string, stateFile = forwardStateFile(storeFile)): Promise<Set<string>> {
  return new Set((await stateRecords(stateFile)).map((record) => String(record.id)));
}

/** The leads of a store the webhook refused, by id, as `pages leads` reports them. */
export async function readRefusals(storeFile: string, refusedFile = refusedStateFile(storeFile)): Promise<Map<string, Refusal>> {
  const refusals = new Map<string, Refusal>();
  for (const record of await stateRecords(refusedFile)) {
    const { id, at, status, answer } = record;
    refusals.set(String(id), {
      id: String(id),
      at: typeof at === "string" ? at : "",
      status: Number(status),
      answer: typeof answer === "string" ? answer : "",
    });
  }
  return refusals;
}

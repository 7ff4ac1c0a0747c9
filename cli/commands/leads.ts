// `pages leads [file] [--format table|csv|json] [--since DATE] [--store PATH]`: the leads the
// endpoint of `pages serve` stored, oldest first, and which of them the webhook refused. Exit 0
// listed (none is fine), 2 could not run.
import { dirname, resolve } from "node:path";
import {
  validateFile,
  readRefusals,
  refusedStateFile,
  type Refusal,
  leadEnv,
  resolveStoreFile,
  describeDamage,
  readLeads,
  readForwardedIds,
  readForwardingFailure,
  forwardingStatusFile,
} from "../../runtime/server/index.ts";
import { formatLeads, forwardingNote, refusalsNote, type LeadFormat } from "../leads/format.ts";
import { formatProblems } from "../../runtime/foundation/content/index.ts";

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

async function storePath(file: string, options: LeadsCommandOptions): Promise<string | null> {
  if (options.store) return resolve(options.store);
  if (process.env[leadEnv.storeFile]) return resolve(process.env[leadEnv.storeFile]!);
  const result = await validateFile(file);
  if (result.status !== "valid") {
    console.error(formatProblems(result.problems, "stylish", result.more));
    console.error(`\n${file} has problems, so where the leads are kept is unknown: fix them (see \`pages validate\`), or name the store with --store.`);
    return null;
  }
  return resolveStoreFile(result.data.site.leads, dirname(resolve(file)), {});
}

export async function leadsCommand(file: string, options: LeadsCommandOptions): Promise<number> {
  const since = options.since === undefined ? null : parseSince(options.since);
  if (options.since !== undefined && since === null) {
    console.error(`--since "${options.since}" is not a date: write a day such as 2025-01-31 (midnight UTC) or a moment such as 2025-01-31T09:30Z.`);
    return 2;
  }
  const path = await storePath(file, options);
  if (path === null) return 2;
  let stored;
  try {
    stored = await readLeads(path);
  } catch (error) {
    console.error(`Cannot read the lead store ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`);
    return 2;
  }
  for (const damage of stored.damaged) console.error(describeDamage(damage, path));
  const leads = since ? stored.leads.filter((lead) => new Date(lead.receivedAt) >= since) : stored.leads;
  let refusals: Map<string, Refusal>;
  try {
    refusals = await readRefusals(path);
  } catch (error) {
    console.error(
      `Cannot read which leads the webhook refused, ${refusedStateFile(path)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
    );
    return 2;
  }
  const refused = refusalsNote(leads, refusals, refusedStateFile(path));
  let failing: string | null = null;
  try {
    const failure = await readForwardingFailure(path);
    if (failure) {
      const forwarded = await readForwardedIds(path);
      failing = forwardingNote(failure, stored.leads.filter((lead) => !forwarded.has(lead.id) && !refusals.has(lead.id)).length);
    }
  } catch (error) {
    // Only a note is lost: the leads are listed all the same.
    console.error(`Cannot read whether forwarding to the webhook fails, ${forwardingStatusFile(path)}: ${(error as NodeJS.ErrnoException).code ?? "error"}.`);
  }
  if (options.format !== "table") {
    process.stdout.write(options.format === "json" ? `${formatLeads(leads, "json")}\n` : formatLeads(leads, "csv"));
    // Beside the data, not in it, so a program or spreadsheet reads the same records as always.
    if (failing) console.error(failing);
    if (refused) console.error(refused);
    return 0;
  }
  if (!stored.exists) {
    console.log(`No leads yet: ${path} does not exist. It is created when \`pages serve\` stores the first one.`);
    return 0;
  }
  if (leads.length > 0) console.log(`${formatLeads(leads, "table", refusals)}\n`);
  const of = since ? ` of ${stored.leads.length}, since ${since.toISOString()}` : "";
  console.log(`${leads.length} lead${leads.length === 1 ? "" : "s"}${of} in ${path}.`);
  if (failing) console.log(`\n${failing}`);
  if (refused) console.log(`\n${refused}`);
  return 0;
}

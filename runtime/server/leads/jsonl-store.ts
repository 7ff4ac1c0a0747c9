// The JSON Lines store the leads were kept in before the database (.leads/leads.jsonl): read once,
// at start, to import it (legacy-import.ts). A crash could leave its last line incomplete (torn):
// such a line was never confirmed to the visitor, and is reported and skipped, as is a whole line
// that is not a lead.
import { open } from "node:fs/promises";
import { isLead, type Lead } from "./record.ts";

export interface DamagedLine {
  /** 1-based line number in the store. */
  line: number;
  /** torn: the file ends in the middle of this line; unreadable: a whole line that is not a lead. */
  reason: "torn" | "unreadable";
  bytes: number;
}

const NEWLINE = 0x0a;

export interface StoredLeads {
  leads: Lead[];
  damaged: DamagedLine[];
  /** false when there is no store yet (no lead was ever received). */
  exists: boolean;
}

/** Every lead in the store, in the order received; damaged lines are listed, never fatal. */
export async function readLeads(path: string): Promise<StoredLeads> {
  let handle;
  try {
    handle = await open(path, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { leads: [], damaged: [], exists: false };
    throw error;
  }
  const leads: Lead[] = [];
  const damaged: DamagedLine[] = [];
  let line = 0;
  const take = (bytes: Buffer, complete: boolean) => {
    line++;
    const text = bytes.toString("utf8");
    if (text.trim() === "") return;
    let value: unknown = undefined;
    try {
      value = JSON.parse(text);
    } catch {
      // Reported below.
    }
    if (complete && isLead(value)) leads.push(value);
    else damaged.push({ line, reason: complete ? "unreadable" : "torn", bytes: bytes.length });
  };
  try {
    let rest: Buffer = Buffer.alloc(0);
    for await (const chunk of handle.createReadStream() as AsyncIterable<Buffer>) {
      let data = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
      for (let end = data.indexOf(NEWLINE); end >= 0; end = data.indexOf(NEWLINE)) {
        take(data.subarray(0, end), true);
        data = data.subarray(end + 1);
      }
      rest = Buffer.from(data);
    }
    if (rest.length > 0) take(rest, false);
  } finally {
    await handle.close().catch(() => {});
  }
  return { leads, damaged, exists: true };
}

/** A damaged line in words, for the server's start-up report and for `pages leads`. */
export function describeDamage(damage: DamagedLine, path: string): string {
  return damage.reason === "torn"
    ? `Line ${damage.line} of ${path} is an incomplete record (${damage.bytes} bytes): the server stopped while writing it, before it was confirmed to the visitor. It is skipped.`
    : `Line ${damage.line} of ${path} is not a lead record (${damage.bytes} bytes). It is skipped.`;
}

// The lead store: an append-only JSON Lines file. A lead is confirmed to the visitor (201) only
// after its line is written and fsync'ed. Appends that arrive together share one write and one
// fsync (group commit), so a burst of visitors costs one disk flush, not one each.
//
// A crash can leave the last line incomplete (torn). Such a line was never confirmed: it is
// reported when the store opens, skipped by every reader, and the next write starts on a new line
// so it never glues a good record to the broken one.
import { mkdir, open } from "node:fs/promises";
import { dirname } from "node:path";
import { isLead, type Lead } from "./record.ts";

/** The file operations the store needs; tests pass a fake to check their order. */
export interface StoreFile {
  /** Appends the whole of data. */
  write(data: Uint8Array): Promise<void>;
  /** fsync: returns once the data is on disk. */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface DamagedLine {
  /** 1-based line number in the store. */
  line: number;
  /** torn: the file ends in the middle of this line; unreadable: a whole line that is not a lead. */
  reason: "torn" | "unreadable";
  bytes: number;
}

export interface OpenLeadStoreOptions {
  openFile?: (path: string) => Promise<StoreFile>;
  /** The most leads written by one write and fsync. */
  maxBatch?: number;
}

/** The longest line the tail check reads back: a 16 KB body whose every character JSON escapes as \u00XX. */
const TAIL_BYTES = 128 * 1024;
const NEWLINE = 0x0a;

async function syncDirectory(path: string): Promise<void> {
  try {
    const directory = await open(path, "r");
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
  } catch {
    // Some systems cannot fsync a directory; the file's own fsync is what matters most.
  }
}

async function openForAppend(path: string): Promise<StoreFile> {
  const handle = await open(path, "a");
  // A new file's name lives in its directory: flush that too, or a crash could lose the whole file.
  if ((await handle.stat()).size === 0) await syncDirectory(dirname(path));
  return {
    async write(data) {
      let offset = 0;
      while (offset < data.length) offset += (await handle.write(data, offset, data.length - offset)).bytesWritten;
    },
    sync: () => handle.sync(),
    close: () => handle.close(),
  };
}

function parsesAsLead(text: string): boolean {
  try {
    return isLead(JSON.parse(text));
  } catch {
    return false;
  }
}

interface Pending {
  line: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class LeadStore {
  readonly path: string;
  private readonly file: StoreFile;
  /** Start the next write with a newline: the file ends in a torn line. */
  private startOnNewLine: boolean;
  private readonly maxBatch: number;
  private pending: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private closed = false;

  constructor(file: StoreFile, path: string, startOnNewLine: boolean, maxBatch = 512) {
    this.file = file;
    this.path = path;
    this.startOnNewLine = startOnNewLine;
    this.maxBatch = maxBatch;
  }

  /** Resolves once the lead is on disk; rejects when it could not be written (nothing is confirmed then). */
  append(lead: Lead): Promise<void> {
    if (this.closed) return Promise.reject(new Error("The lead store is closed."));
    const line = `${JSON.stringify(lead)}\n`;
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ line, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      const text = (this.startOnNewLine ? "\n" : "") + batch.map((item) => item.line).join("");
      try {
        await this.file.write(Buffer.from(text, "utf8"));
        this.startOnNewLine = false;
        await this.file.sync();
        for (const item of batch) item.resolve();
      } catch (error) {
        // A failed write may have left part of a line behind: keep the next one apart from it.
        this.startOnNewLine = true;
        for (const item of batch) item.reject(error);
      }
    }
    this.flushing = null;
  }

  /** Waits for the appends under way, then closes the file. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flushing;
    await this.file.close();
  }
}

/** Counts the newlines in the first `end` bytes of a file. */
async function lineNumberAt(path: string, end: number): Promise<number> {
  const handle = await open(path, "r");
  try {
    const chunk = Buffer.alloc(1024 * 1024);
    let lines = 1;
    for (let position = 0; position < end;) {
      const { bytesRead } = await handle.read(chunk, 0, Math.min(chunk.length, end - position), position);
      if (bytesRead === 0) break;
      for (let index = 0; index < bytesRead; index++) if (chunk[index] === NEWLINE) lines++;
      position += bytesRead;
    }
    return lines;
  } finally {
    await handle.close();
  }
}

/** Whether the store's last line is damaged, reading only its end. */
export async function inspectTail(path: string): Promise<DamagedLine | null> {
  let handle;
  try {
    handle = await open(path, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  let size: number;
  let tail: Buffer;
  try {
    size = (await handle.stat()).size;
    if (size === 0) return null;
    const length = Math.min(size, TAIL_BYTES);
    tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
  } finally {
    await handle.close();
  }
  const complete = tail[tail.length - 1] === NEWLINE;
  const body = complete ? tail.subarray(0, -1) : tail;
  const start = body.lastIndexOf(NEWLINE) + 1;
  const last = body.subarray(start);
  if (complete && (last.toString("utf8").trim() === "" || parsesAsLead(last.toString("utf8")))) return null;
  const offset = size - tail.length + start;
  return { line: await lineNumberAt(path, offset), reason: complete ? "unreadable" : "torn", bytes: last.length };
}

/** Opens the store for appending, creating its folder; reports a damaged last line instead of failing. */
export async function openLeadStore(path: string, options: OpenLeadStoreOptions = {}): Promise<{ store: LeadStore; damaged: DamagedLine | null }> {
  await mkdir(dirname(path), { recursive: true });
  const damaged = await inspectTail(path);
  const file = await (options.openFile ?? openForAppend)(path);
  return { store: new LeadStore(file, path, damaged?.reason === "torn", options.maxBatch), damaged };
}

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

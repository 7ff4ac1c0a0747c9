// Writes the built files a few at a time, so the disk works while the next pages render instead
// of each page waiting for its own two files. A file already holding the same bytes is left as it
// is, date included: a rebuild touches only what changed, and a deploy uploads only that. Into a
// folder that held nothing when the build began (a first build, a CI run), every file is new and
// none is read back.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

export interface FileWriter {
  /** Starts writing the file; waits only while `limit` writes are already under way. */
  write: (path: string, content: string | Uint8Array) => Promise<void>;
  /** Waits for every write started; throws the first error any of them had. */
  finish: () => Promise<void>;
  /** Every path given to write, whether its content changed or not. */
  readonly written: ReadonlySet<string>;
  /** The paths whose file was new or held other bytes (complete once finish has returned). */
  readonly changed: ReadonlySet<string>;
  /** The output folder held nothing when the build began: no file is read back to compare. */
  readonly fresh: boolean;
  /** Counts the files another writer wrote (a render worker's) as written by this one. */
  adopt: (files: { written: Iterable<string>; changed: Iterable<string> }) => void;
}

export function fileWriter({ limit = 8, fresh = false }: { limit?: number; fresh?: boolean } = {}): FileWriter {
  const pending = new Set<Promise<void>>();
  // Each folder is created once, however many files go into it.
  const folders = new Map<string, Promise<unknown>>();
  const written = new Set<string>();
  const changed = new Set<string>();
  let failure: { error: unknown } | null = null;

  const folder = (path: string) => {
    const dir = dirname(path);
    let made = folders.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      folders.set(dir, made);
    }
    return made;
  };
  const rethrow = () => {
    if (failure) throw failure.error;
  };
  const writeIfChanged = async (path: string, bytes: Buffer) => {
    // Any file that cannot be read (none yet, a folder in its place) is written: writing it says what is wrong.
    const before = fresh ? null : await readFile(path).catch(() => null);
    if (before?.equals(bytes)) return;
    await folder(path);
    await writeFile(path, bytes);
    changed.add(path);
  };

  return {
    written,
    changed,
    fresh,
    async write(path, content) {
      rethrow();
      while (pending.size >= limit) await Promise.race(pending);
      rethrow();
      written.add(path);
      const job: Promise<void> = writeIfChanged(
        path,
        typeof content === "string" ? Buffer.from(content) : Buffer.from(content.buffer, content.byteOffset, content.byteLength),
      )
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async finish() {
      await Promise.all(pending);
      rethrow();
    },
    adopt(files) {
      for (const path of files.written) written.add(path);
      for (const path of files.changed) changed.add(path);
    },
  };
}

// Writes the built files a few at a time, so the disk works while the next pages render instead
// of each page waiting for its own two files.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

export interface FileWriter {
  /** Starts writing the file; waits only while `limit` writes are already under way. */
  write: (path: string, content: string) => Promise<void>;
  /** Waits for every write started; throws the first error any of them had. */
  finish: () => Promise<void>;
}

export function fileWriter(limit = 8): FileWriter {
  const pending = new Set<Promise<void>>();
  // Each folder is created once, however many files go into it.
  const folders = new Map<string, Promise<unknown>>();
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

  return {
    async write(path, content) {
      rethrow();
      while (pending.size >= limit) await Promise.race(pending);
      rethrow();
      const job: Promise<void> = folder(path)
        .then(() => writeFile(path, content))
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
  };
}

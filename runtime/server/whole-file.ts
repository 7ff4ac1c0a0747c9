// A file written whole or not at all: written beside its place under a name of its own, then renamed
// over it. Another process reading it (a second build, an editor), or a build stopped halfway, finds
// the old file, the new one or none, never half of one.
import { randomBytes } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { rename, rm, writeFile } from "node:fs/promises";

export function writeFileWhole(path: string, content: string | Uint8Array): void {
  const partial = `${path}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(partial, content);
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** writeFileWhole without holding the thread while the disk works: for a server answering others meanwhile. */
export async function writeFileWholeAsync(path: string, content: string | Uint8Array): Promise<void> {
  const partial = `${path}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(partial, content);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

// The output folder brought in line with a build without emptying it first: the browser bundle,
// built into a folder of its own, is copied in file by file through the writer (which leaves
// unchanged files alone), and what the new build no longer has is removed, as emptying the folder
// removed it before.
import { readdir, readFile, rm, rmdir } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import type { FileWriter } from "./file-writer.ts";

/** Every file (anything not a folder) under dir, as absolute paths; none when dir does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => !entry.isDirectory()).map((entry) => join(entry.parentPath, entry.name));
}

/** Copies each file of `staged` to the same place under `dist`, unless the build already wrote that path (a page wins). */
export async function copyStaged(staged: string, dist: string, writer: FileWriter): Promise<void> {
  for (const file of await filesUnder(staged)) {
    const target = join(dist, relative(staged, file));
    if (!writer.written.has(target)) await writer.write(target, await readFile(file));
  }
}

/**
 * Removes every file under dist the writer did not write, and the folders left empty by it; a
 * `.git` at the top is kept, as Vite kept it when it emptied the folder. Returns how many files went.
 */
export async function removeUnwritten(dist: string, writer: FileWriter): Promise<number> {
  const emptied = new Set<string>();
  let removed = 0;
  for (const file of await filesUnder(dist)) {
    if (writer.written.has(file) || relative(dist, file).split(sep)[0] === ".git") continue;
    await rm(file, { force: true });
    removed++;
    for (let folder = dirname(file); folder.length > dist.length; folder = dirname(folder)) emptied.add(folder);
  }
  // Deepest first, so a folder is looked at after the folders inside it.
  for (const folder of [...emptied].sort((a, b) => b.length - a.length)) {
    await rmdir(folder).catch(() => undefined);
  }
  return removed;
}

// Whether a path is inside a folder (or is the folder): insideFolder by their written form (`a/../..`
// is resolved first, so it cannot climb out), reallyInside once links are followed.
import { realpath } from "node:fs/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";

export function insideFolder(path: string, folder: string): boolean {
  const from = relative(resolve(folder), resolve(path));
  return !isAbsolute(from) && from !== ".." && !from.startsWith(`..${sep}`);
}

/**
 * Whether what a path names is really inside a folder: both with every link on the way followed,
 * as the file system would read them. False when the path does not exist (or is a broken link).
 */
export async function reallyInside(path: string, folder: string): Promise<boolean> {
  try {
    return insideFolder(await realpath(path), await realpath(folder));
  } catch {
    return false;
  }
}

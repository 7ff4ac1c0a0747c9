// Whether a path is inside a folder (or is the folder), by their written form: `a/../..` is
// resolved first, so it cannot climb out. Links are the caller's to resolve when they matter.
import { isAbsolute, relative, resolve, sep } from "node:path";

export function insideFolder(path: string, folder: string): boolean {
  const from = relative(resolve(folder), resolve(path));
  return !isAbsolute(from) && from !== ".." && !from.startsWith(`..${sep}`);
}

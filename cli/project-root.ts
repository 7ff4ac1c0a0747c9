// The project folder (where schema/ and public/ are), found from this file whether it runs from
// its source or from the CLI bundle cached under node_modules/.cache.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, "schema", "pages.schema.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the project folder above ${start}.`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
export const schemaDir = join(projectRoot, "schema");
export const cacheDir = join(projectRoot, "node_modules", ".cache", "pages");

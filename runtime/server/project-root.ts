// The project folder (where schema/ and public/ are), found from this file whether it runs from
// its source or from the CLI bundle cached in .pages-cache/.
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
// Inside the project, not under node_modules: node_modules may be a link to a folder elsewhere
// (pnpm, a monorepo, a container volume), and Node runs a module from its real path. A bundle kept
// there could neither find this folder nor import the project's packages.
export const cacheDir = join(projectRoot, ".pages-cache");

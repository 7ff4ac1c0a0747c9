// Whether dist/ is older than what it is built from.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { HEADERS_FILE } from "../../runtime/server/index.ts";

function newest(path: string): number {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === "node_modules" || name.endsWith(".test.tsx") || name.endsWith(".test.ts")) continue;
    latest = Math.max(latest, newest(join(path, name)));
  }
  return latest;
}

// cli/build decides what is written too (the security headers, the start script, the picture sheets).
export const buildInputs = ["pages.json", "schema", "blocks", "runtime", "public", "index.html", "vite.config.ts", "package-lock.json", "cli/build"];

export function distIsStale(root: string, dist: string): boolean {
  const built = newest(join(dist, "index.html"));
  // A dist/ from before the build wrote _headers would be served without its security headers.
  if (built === 0 || newest(join(dist, HEADERS_FILE)) === 0) return true;
  return buildInputs.some((input) => newest(join(root, input)) > built);
}

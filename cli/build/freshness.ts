// Whether dist/ was built from what the project holds now. A build leaves the files whose content
// did not change with their old dates, so dates cannot tell: `pages build` keeps a stamp in
// .pages-cache/, per output folder, with a hash of the content of everything it was built from,
// written once the build has finished and removed when the next one starts (a build stopped
// half-way leaves a folder that is stale). The stamps of folders no longer there are removed as a
// build writes its own: every temporary folder a test run builds into would otherwise leave one.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { filesUnder, hashFiles } from "../file-hashes.mjs";
import { HEADERS_FILE, writeFileWhole } from "../../runtime/server/index.ts";

// cli/build decides what is written too (the security headers, the start script, the picture sheets).
export const buildInputs = ["schema", "blocks", "runtime", "public", "index.html", "vite.config.ts", "package-lock.json", "cli/build"];

/** A hash of the pages file's content and of every other input's path and content (public/'s links by where they lead). */
export function inputsHash(root: string, pagesFile: string): string {
  const hash = createHash("sha256");
  hashFiles(hash, [["pages file", readFileSync(pagesFile)]]);
  for (const input of buildInputs) hashFiles(hash, filesUnder(root, join(root, input), input === "public" ? "by-target" : "follow"));
  return hash.digest("hex");
}

/** The stamp of the build into dist: one file per output folder, so builds into other folders keep theirs. */
export function stampPath(root: string, dist: string): string {
  const key = createHash("sha256").update(resolve(dist)).digest("hex").slice(0, 16);
  return join(root, ".pages-cache", `build-${key}.json`);
}

export function removeBuildStamp(root: string, dist: string): void {
  rmSync(stampPath(root, dist), { force: true });
}

const stampName = /^build-[0-9a-f]{16}\.json$/;

export function writeBuildStamp(root: string, dist: string, inputs: string): void {
  const path = stampPath(root, dist);
  const folder = join(root, ".pages-cache");
  mkdirSync(folder, { recursive: true });
  // A stamp is whole or absent.
  writeFileWhole(path, `${JSON.stringify({ dist: resolve(dist), inputs })}\n`);
  for (const name of readdirSync(folder)) {
    if (!stampName.test(name)) continue;
    const stamp = join(folder, name);
    const stamped = stampedFolder(stamp);
    if (stamped !== null && !existsSync(stamped)) rmSync(stamp, { force: true });
  }
}

/** The output folder a stamp names; null when it cannot be read (another build writing it, say), which leaves it be. */
function stampedFolder(stamp: string): string | null {
  try {
    const { dist } = JSON.parse(readFileSync(stamp, "utf8")) as { dist?: unknown };
    return typeof dist === "string" ? dist : null;
  } catch {
    return null;
  }
}

function stampedInputs(root: string, dist: string): string | null {
  try {
    const stamp = JSON.parse(readFileSync(stampPath(root, dist), "utf8")) as { inputs?: unknown };
    return typeof stamp.inputs === "string" ? stamp.inputs : null;
  } catch {
    return null;
  }
}

/** True when dist/ is missing, was not finished, or was built from other content than root's pages.json and sources. */
export function distIsStale(root: string, dist: string): boolean {
  // A dist/ from before the build wrote _headers would be served without its security headers.
  if (!statSync(join(dist, "index.html"), { throwIfNoEntry: false }) || !statSync(join(dist, HEADERS_FILE), { throwIfNoEntry: false })) return true;
  const stamped = stampedInputs(root, dist);
  if (stamped === null) return true;
  try {
    return stamped !== inputsHash(root, join(root, "pages.json"));
  } catch {
    // No pages.json to read: the build says so in plain words.
    return true;
  }
}

// What the caches of the CLI hash to tell whether their sources changed: the CLI's own bundle
// (bundle-cache.mjs), the Vite builds (build/vite-cache.ts) and whether dist/ is current
// (build/freshness.ts). Each names its own files; all read and hash them the same way. Plain
// JavaScript, for bin.mjs runs it before any TypeScript is bundled.
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Left out of every listing: packages, and tests, which no build and no command reads. */
const skipped = (/** @type {string} */ name) => name === "node_modules" || /\.test\.tsx?$/.test(name);

/**
 * Every file under path (path itself when it is no folder), as [path from root, bytes], in an order
 * that does not depend on the disk's. With "follow", a link counts as what it leads to, as the
 * bundler reads it; with "by-target", as where it leads and whether that is there (for public/,
 * where Vite only looks for files: following a link could read anything on the machine).
 * @param {string} root
 * @param {string} path
 * @param {"follow" | "by-target"} links
 * @returns {[string, Buffer][]}
 */
export function filesUnder(root, path, links) {
  /** @type {[string, Buffer][]} */
  const found = [];
  /** @param {string} at */
  const visit = (at) => {
    const stats = links === "follow" ? statSync(at, { throwIfNoEntry: false }) : lstatSync(at, { throwIfNoEntry: false });
    if (!stats) return;
    const name = relative(root, at).split(sep).join("/");
    if (stats.isSymbolicLink()) found.push([`${name} -> (${existsSync(at) ? "there" : "nothing"})`, Buffer.from(readlinkSync(at))]);
    else if (stats.isFile()) found.push([name, readFileSync(at)]);
    else if (stats.isDirectory()) for (const child of readdirSync(at).sort()) if (!skipped(child)) visit(join(at, child));
  };
  visit(path);
  return found;
}

/**
 * Adds files to a hash, each as its name, its length and its bytes (an absent one, null, with the
 * length -1), so that no two different sets of files hash alike however their bytes run together.
 * @param {import("node:crypto").Hash} hash
 * @param {Iterable<readonly [string, Buffer | null]>} files
 */
export function hashFiles(hash, files) {
  for (const [name, bytes] of files) {
    hash.update(`\0${name}\0${bytes === null ? -1 : bytes.length}\0`);
    if (bytes !== null) hash.update(bytes);
  }
  return hash;
}

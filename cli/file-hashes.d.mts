// Types of file-hashes.mjs, which cli/bin.mjs runs (through bundle-cache.mjs) before any TypeScript can run.
import type { Hash } from "node:crypto";

/** Every file under path (path itself when it is no folder), as [path from root, bytes], in a fixed order; links followed, or counted by where they lead. */
export function filesUnder(root: string, path: string, links: "follow" | "by-target"): [string, Buffer][];

/** Adds files to a hash, each as its name, its length and its bytes (null: absent), so no two different sets of files hash alike. */
export function hashFiles(hash: Hash, files: Iterable<readonly [string, Buffer | null]>): Hash;

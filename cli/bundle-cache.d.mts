// Types of bundle-cache.mjs, which cli/bin.mjs loads before any TypeScript can run.

/** The entry of the CLI bundle made from the project's files as they are now, or null when there is none. */
export function freshBundle(root: string): string | null;

/** Builds the CLI bundle of the project's files as they are now and returns its entry. */
export function buildBundle(root: string): Promise<string>;

/** How long a cached folder used or written by any process is left in place, in milliseconds. */
export const graceMs: number;

/** Marks a folder of the cache as in use now, so no other process removes it for graceMs. */
export function markInUse(dir: string): void;

/** Removes the folders of the cache that `isOld` names, except those used or written within the last graceMs. */
export function removeUnused(cache: string, isOld: (name: string) => boolean): void;

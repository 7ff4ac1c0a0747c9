// Types of bundle-cache.mjs, which cli/bin.mjs loads before any TypeScript can run.

/** The entry of the CLI bundle made from the project's files as they are now, or null when there is none. */
export function freshBundle(root: string): string | null;

/** Builds the CLI bundle of the project's files as they are now and returns its entry. */
export function buildBundle(root: string): Promise<string>;

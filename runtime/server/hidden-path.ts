// Files whose name starts with a dot (.env, .git/, .DS_Store) are never published: they hold
// secrets, history or editor leftovers, not pages. The build does not copy them from public/ and
// `pages serve` answers 404 for them. The one exception is a top-level .well-known/, the standard
// place for files meant to be public (security.txt, app links), as static hosts also publish it.

/** Whether a path relative to the published folder, split into its names, is one never published. */
export function isHiddenPath(names: readonly string[]): boolean {
  return names.some((name, index) => name.startsWith(".") && !(index === 0 && name === ".well-known"));
}

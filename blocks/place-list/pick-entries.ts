/**
 * The entries named by `only`, in that order (unknown slugs are skipped: pages validate reports
 * them), or every entry when `only` is not given.
 */
export function pickEntries<T extends { slug: string }>(entries: readonly T[], only: readonly string[] | undefined): T[] {
  if (!only) return [...entries];
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  return only.flatMap((slug) => {
    const entry = bySlug.get(slug);
    return entry ? [entry] : [];
  });
}

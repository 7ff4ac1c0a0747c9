// Where two versions of pages.json differ, when they differ only in families' entries (a city
// added, taken out, edited, or the entries put in another order): what cli/build/history-lastmods.ts
// needs to expand only the pages those entries reach.
import { sameJson, type FamilyName, type ListedEntries, type PagesFile } from "../../runtime/foundation/content/index.ts";

/** What differs in one family between two versions: the slugs of the entries added, taken out or changed, and whether those kept are in another order. */
export interface FamilyChange {
  slugs: Set<string>;
  reordered: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A family's entries by slug; null when one has no slug or two share one (an invalid file: compared whole). */
function entriesBySlug(entries: unknown): Map<string, unknown> | null {
  if (!Array.isArray(entries)) return null;
  const bySlug = new Map<string, unknown>();
  for (const entry of entries as unknown[]) {
    const slug = isRecord(entry) ? entry.slug : undefined;
    if (typeof slug !== "string" || bySlug.has(slug)) return null;
    bySlug.set(slug, entry);
  }
  return bySlug;
}

/** Whether two objects hold the same keys with the same values, `except` aside. */
function sameExcept(a: Record<string, unknown>, b: Record<string, unknown>, except: string): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete(except);
  return [...keys].every((key) => sameJson(a[key], b[key]));
}

/** Where two versions of the file differ, when they differ only in families' entries (by family); null when anything else differs. */
export function entryChanges(newer: PagesFile, older: PagesFile): Map<FamilyName, FamilyChange> | null {
  // Read as plain JSON: an older version may hold anything.
  const [a, b]: unknown[] = [newer, older];
  if (!isRecord(a) || !isRecord(b) || !isRecord(a.families) || !isRecord(b.families) || !sameExcept(a, b, "families")) return null;
  const changes = new Map<FamilyName, FamilyChange>();
  for (const name of new Set([...Object.keys(a.families), ...Object.keys(b.families)])) {
    const [one, other] = [a.families[name], b.families[name]];
    if (!isRecord(one) || !isRecord(other) || !sameExcept(one, other, "entries")) return null;
    const [ones, others] = [entriesBySlug(one.entries), entriesBySlug(other.entries)];
    if (!ones || !others) return null;
    const slugs = new Set<string>();
    for (const [slug, entry] of ones) if (!others.has(slug) || !sameJson(entry, others.get(slug))) slugs.add(slug);
    for (const slug of others.keys()) if (!ones.has(slug)) slugs.add(slug);
    const kept = (bySlug: typeof ones, from: typeof others) => [...bySlug.keys()].filter((slug) => from.has(slug)).join("\n");
    const reordered = kept(ones, others) !== kept(others, ones);
    if (slugs.size > 0 || reordered) changes.set(name as FamilyName, { slugs, reordered });
  }
  return changes;
}

/** Whether a list on a page can show something a change touched: an entry it lists, or the order of a family it lists. */
export function listTouched(list: ListedEntries, change: FamilyChange | undefined): boolean {
  if (!change) return false;
  return change.reordered || list.only === null || list.only.some((slug) => typeof slug === "string" && change.slugs.has(slug));
}

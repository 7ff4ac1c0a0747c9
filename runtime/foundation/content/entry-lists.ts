// Blocks that show other pages' entries (the cities of a place-list, the service tiles). Which
// blocks do, and what they show, is declared once, by listsEntries in each block's schema file.
import { blockEntryLists, type Block, type BlockCondition, type FamilyName } from "../../../schema/index.ts";

export interface ListedEntries {
  family: FamilyName;
  /** The block property that lists the slugs, so a problem with one can point at it (null for a block that always lists every entry). */
  onlyProperty: string | null;
  /** The slugs to show, in order, or null for every entry of the family. */
  only: readonly unknown[] | null;
  /** The entry fields the block shows, such as description. */
  fields: string[];
}

/** Every entry field some block can show (description, features). */
export const listableFields: ReadonlySet<string> = new Set(
  Object.values(blockEntryLists).flatMap((spec) => (spec ? spec.shows.map((shown) => shown.field) : [])),
);

function holds(block: Readonly<Record<string, unknown>>, condition: BlockCondition): boolean {
  return Object.entries(condition).every(([property, value]) => block[property] === value);
}

/** What a block shows of other entries, or null for a block that shows none (or names no family). */
export function listedEntries(block: Readonly<Record<string, unknown>>): ListedEntries | null {
  const spec = blockEntryLists[block.type as Block["type"]];
  if (!spec) return null;
  const family = typeof spec.family === "string" ? spec.family : block[spec.family.property];
  if (typeof family !== "string") return null;
  const only = spec.only === undefined ? undefined : block[spec.only];
  return {
    family: family as FamilyName,
    onlyProperty: spec.only ?? null,
    only: Array.isArray(only) ? only : null,
    fields: spec.shows
      .filter((shown) => (!shown.when || holds(block, shown.when)) && (!shown.unless || !holds(block, shown.unless)))
      .map((shown) => shown.field),
  };
}

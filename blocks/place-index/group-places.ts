// The place index's list: a family's entries in groups (cities by province), and the groups left
// when a search narrows them down.
import { provinceValues } from "../../schema/index.ts";
import type { BlockOf, CollectionItem } from "../../runtime/foundation/index.ts";

type GroupBy = NonNullable<BlockOf<"place-index">["groupBy"]>;

/** The values of each field a list can be grouped by, in the order the schema declares them. */
const fieldValues: { readonly [F in GroupBy["field"]]: readonly string[] } = { province: provinceValues };

/** The names visitors read for the values of each field, in the page's language (pages.json's labels, sent with the page). */
export type ValueNames = { readonly [F in GroupBy["field"]]?: Readonly<Record<string, string>> };

export interface PlaceGroup {
  /** The group's heading, or null for a list without groups. */
  title: string | null;
  places: CollectionItem[];
}

/**
 * The entries by the value of the field, the groups in the order of its declared values (empty ones
 * left out), each in the family's order and headed by the value's name; entries without the field
 * last, under otherTitle.
 */
export function groupPlaces(places: readonly CollectionItem[], groupBy: GroupBy | undefined, names: ValueNames = {}): PlaceGroup[] {
  if (!groupBy) return [{ title: null, places: [...places] }];
  const byValue = new Map<string, CollectionItem[]>();
  const other: CollectionItem[] = [];
  for (const place of places) {
    const value = place[groupBy.field];
    if (value === undefined) {
      other.push(place);
      continue;
    }
    const members = byValue.get(value);
    if (members) members.push(place);
    else byValue.set(value, [place]);
  }
  const groups = fieldValues[groupBy.field].flatMap((value) => {
    const members = byValue.get(value);
    return members ? [{ title: names[groupBy.field]?.[value] ?? value, places: members }] : [];
  });
  return other.length > 0 ? [...groups, { title: groupBy.otherTitle, places: other }] : groups;
}

/** Each entry's name in lower case, made once for all the searches of a page (thousands of names at each key). */
const lowerNames = new WeakMap<CollectionItem, string>();
function lowerName(place: CollectionItem): string {
  let name = lowerNames.get(place);
  if (name === undefined) lowerNames.set(place, (name = place.label.toLocaleLowerCase()));
  return name;
}

/** What a search leaves: the entries whose name contains the words typed, ignoring case; empty groups go. */
export function filterGroups(groups: readonly PlaceGroup[], query: string): PlaceGroup[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === "") return [...groups];
  return groups.flatMap((group) => {
    const places = group.places.filter((place) => lowerName(place).includes(needle));
    return places.length > 0 ? [{ title: group.title, places }] : [];
  });
}

/** How many entries the groups hold. */
export function countPlaces(groups: readonly PlaceGroup[]): number {
  return groups.reduce((sum, group) => sum + group.places.length, 0);
}

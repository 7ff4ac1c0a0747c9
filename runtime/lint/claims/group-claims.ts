// The claims of one kind found in every text people read, grouped by what they are about (a
// statistic, a way of shipping): rules then compare each group's values with each other.
import type { TextIndex } from "../text-index.ts";
import { placeAt } from "../text-index.ts";
import { ClaimSet } from "./claim-set.ts";

export interface GroupedClaimsSpec<Found extends { index: number }, Group, Value> {
  /** The claims in one text, each at its index in the text. */
  find: (item: TextIndex["items"][number]) => Found[];
  group: (found: Found) => Group;
  value: (found: Found) => Value;
  /** Two claims with the same key are one claim seen on more pages. */
  valueKey: (value: Value) => string;
}

export function groupClaims<Found extends { index: number }, Group, Value>(
  texts: TextIndex,
  spec: GroupedClaimsSpec<Found, Group, Value>,
): Map<Group, ClaimSet<Value>> {
  const groups = new Map<Group, ClaimSet<Value>>();
  for (const item of texts.prose) {
    for (const found of spec.find(item)) {
      const key = spec.group(found);
      let claims = groups.get(key);
      if (!claims) groups.set(key, (claims = new ClaimSet<Value>(spec.valueKey)));
      claims.add(placeAt(item, found.index), item.routes, spec.value(found));
    }
  }
  return groups;
}

// Which claims disagree with which. Claims with the same value are compared once as a group, so a
// value repeated on ten thousand pages costs no more than one.
import type { Claim } from "./claim-set.ts";

export interface ConflictRules<V> {
  valueKey(value: V): string;
  compatible(a: V, b: V): boolean;
}

/**
 * Each claim that disagrees with at least one other, with the claims it disagrees with. The value
 * type comes from the claims only: `valueKey: String` would otherwise make it `any`.
 */
export function findConflicts<V>(claims: readonly Claim<V>[], rules: ConflictRules<NoInfer<V>>): { claim: Claim<V>; others: Claim<V>[] }[] {
  const groups = new Map<string, Claim<V>[]>();
  for (const claim of claims) {
    const key = rules.valueKey(claim.value);
    const group = groups.get(key);
    if (group) group.push(claim);
    else groups.set(key, [claim]);
  }
  const grouped = [...groups.values()];
  const conflicts: { claim: Claim<V>; others: Claim<V>[] }[] = [];
  for (const group of grouped) {
    const [sample] = group as [Claim<V>];
    const others = grouped.filter((other) => other !== group && !rules.compatible(sample.value, (other[0] as Claim<V>).value)).flat();
    if (others.length === 0) continue;
    for (const claim of group) conflicts.push({ claim, others });
  }
  return conflicts;
}

// Names the other places of a conflict in a message: "2008 on / (pages.json:48:22)".
import type { Place } from "../types.ts";
import type { Claim } from "./claim-set.ts";

interface Describer {
  describe(place: Place, routes: readonly string[]): string;
}

function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** The first few others, in the order of the site, those saying the same together, then how many more there are. */
export function describeOthers<V>(context: Describer, others: readonly Claim<V>[], label: (value: V) => string, limit = 3): string {
  const groups = new Map<string, string[]>();
  for (const claim of others.slice(0, limit)) {
    const text = label(claim.value);
    const places = groups.get(text) ?? [];
    places.push(context.describe(claim.place, claim.routes));
    groups.set(text, places);
  }
  const named = [...groups].map(([text, places]) => `${text} ${joinAnd(places)}`).join("; ");
  const more = others.length - limit;
  return more > 0 ? `${named}; and ${more} more place${more === 1 ? "" : "s"}` : named;
}

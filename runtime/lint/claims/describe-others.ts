// Names the other places of a conflict in a message, "2008 on / and on /ur/", each place named
// also a related place of the finding, with the words that name it.
import type { Mention, TextPlace } from "../types.ts";
import type { Claim } from "./claim-set.ts";

interface Describer {
  describe(place: TextPlace, routes: readonly string[]): Mention;
}

export interface Others {
  text: string;
  related: Mention[];
}

function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** The first few others, in the order of the site, those saying the same together, then how many more there are. */
export function describeOthers<V>(context: Describer, others: readonly Claim<V>[], label: (value: V) => string, limit = 3): Others {
  const groups = new Map<string, Mention[]>();
  for (const claim of others.slice(0, limit)) {
    const text = label(claim.value);
    const places = groups.get(text) ?? [];
    places.push(context.describe(claim.place, claim.routes));
    groups.set(text, places);
  }
  const named = [...groups].map(([text, places]) => `${text} ${joinAnd(places.map((place) => place.message))}`).join("; ");
  const more = others.length - limit;
  // The related places in the order the message names them.
  const related = [...groups.values()].flat();
  return { text: more > 0 ? `${named}; and ${more} more place${more === 1 ? "" : "s"}` : named, related };
}

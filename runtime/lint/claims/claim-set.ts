// Claims found in the texts, one per place: a template text repeated on many pages is one claim
// shown on all their routes. The English and the Urdu of a text are two places (each language's
// words are written apart), even where both say the same at the same offset.
import type { TextPlace } from "../types.ts";

export interface Claim<V> {
  place: TextPlace;
  routes: string[];
  value: V;
}

export class ClaimSet<V> {
  private readonly byKey = new Map<string, { claim: Claim<V>; routes: Set<string> }>();
  private readonly valueKey: (value: V) => string;

  constructor(valueKey: (value: V) => string) {
    this.valueKey = valueKey;
  }

  add(place: TextPlace, routes: readonly string[], value: V): void {
    const key = `${place.language ?? ""}\u0000${place.pointer}\u0000${place.offset ?? ""}\u0000${this.valueKey(value)}`;
    const known = this.byKey.get(key);
    if (known) {
      for (const route of routes) known.routes.add(route);
      return;
    }
    this.byKey.set(key, { claim: { place, routes: [], value }, routes: new Set(routes) });
  }

  /** The claims in the order they were first found. */
  list(): Claim<V>[] {
    return [...this.byKey.values()].map(({ claim, routes }) => ({ ...claim, routes: [...routes] }));
  }
}

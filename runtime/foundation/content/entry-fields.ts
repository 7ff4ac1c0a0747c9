// The fields an entry of a family may have, as the schema declares them: what a placeholder of the
// family's template may name.
import { nodeAt, propertyNames } from "./schema-nodes.ts";
import { escapePointer } from "./source.ts";

/** The fields an entry of a family may have, read from the entry schema. */
export function entryFields(family: string): string[] {
  const entry = nodeAt(`/families/${escapePointer(family)}/entries/0`, {});
  return entry ? propertyNames(entry) : [];
}

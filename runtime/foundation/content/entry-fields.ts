// The fields an entry of a family may have, as the schema declares them: what a placeholder of the
// family's template may name.
import { loadSchemas } from "./schema-validator.ts";

type SchemaNode = Record<string, unknown>;

function defOf(ref: unknown): SchemaNode {
  const defs = loadSchemas().root.$defs as Record<string, SchemaNode>;
  return defs[String(ref).replace("#/$defs/", "")] ?? {};
}

/** The fields an entry of a family may have, read from the entry schema. */
export function entryFields(family: string): string[] {
  const families = (loadSchemas().root.properties as Record<string, SchemaNode>).families as SchemaNode;
  const familyDef = defOf(((families.properties as Record<string, SchemaNode>)[family] as SchemaNode).$ref);
  const entries = (familyDef.properties as Record<string, SchemaNode>).entries as SchemaNode;
  return Object.keys((defOf((entries.items as SchemaNode).$ref).properties as SchemaNode | undefined) ?? {});
}

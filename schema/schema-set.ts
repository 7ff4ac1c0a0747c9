// The schema as data: what the content core validates with and words its messages from.

/** A JSON Schema document, or a part of one. */
export type JsonSchema = Readonly<Record<string, unknown>>;

export interface SchemaSet {
  /** pages.schema.json. */
  root: JsonSchema;
  /** defs.schema.json: the shapes the other files share (text, slug, phone, ...). */
  defs: JsonSchema;
  /** Each block type's schema, by type. */
  blocks: ReadonlyMap<string, JsonSchema>;
}

/**
 * Where each schema file is, from the project folder. A block's schema is in the block's own folder,
 * so the $refs between the files are written as these paths relative to each other (what an editor
 * such as VS Code follows on disk), and a validator is given the files under these names.
 */
export const schemaPaths = {
  root: "schema/pages.schema.json",
  defs: "schema/defs.schema.json",
  block: (type: string): string => `blocks/${type}/${type}.schema.json`,
} as const;

const blockPath = /^blocks\/([^/]+)\/\1\.schema\.json$/;

/** The file of the set at one of schemaPaths, or undefined. */
export function schemaAtPath(set: SchemaSet, path: string): JsonSchema | undefined {
  if (path === schemaPaths.root) return set.root;
  if (path === schemaPaths.defs) return set.defs;
  const type = blockPath.exec(path)?.[1];
  return type === undefined ? undefined : set.blocks.get(type);
}

/**
 * Keywords the schema uses for people and tools rather than for validation: editors' snippets
 * and help, the type generator's hints, and listsEntries (which blocks show other entries). A
 * validator in strict mode must be told they are meant.
 */
export const annotationKeywords = ["tsType", "markdownDescription", "defaultSnippets", "listsEntries"] as const;

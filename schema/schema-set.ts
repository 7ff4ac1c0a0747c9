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
 * Keywords the schema uses for people and tools rather than for validation: editors' snippets
 * and help, the type generator's hints, and listsEntries (which blocks show other entries). A
 * validator in strict mode must be told they are meant.
 */
export const annotationKeywords = ["tsType", "markdownDescription", "defaultSnippets", "listsEntries"] as const;

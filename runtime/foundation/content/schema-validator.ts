// The schema as validation uses it. The core only describes how ajv is set up: which ajv class
// runs it is passed in, so the core loads no library and reads no file. The CLI keeps a compiled
// copy on disk (runtime/server/schema-cache.ts) and gives the editor's bundle the same code.
import type { Ajv2020, ErrorObject } from "ajv/dist/2020.js";
import { annotationKeywords, schemaPaths, schemaSet, type SchemaSet } from "../../../schema/index.ts";

/** The schema's errors for a value: none when it fits. */
export type SchemaValidator = (data: unknown) => ErrorObject[];

export function loadSchemas(): SchemaSet {
  return schemaSet;
}

/** An ajv set up for the schema: draft 2020-12, every error at once, strict about the schema itself. */
export function createAjv(AjvClass: typeof Ajv2020, options: { verbose?: boolean; source?: boolean; esm?: boolean } = {}): Ajv2020 {
  const ajv = new AjvClass({
    code: { source: options.source ?? false, esm: options.esm ?? false },
    allErrors: true,
    strict: true,
    strictRequired: false,
    // A translation's "en" is both a named property (with its own title) and a language code.
    allowMatchingProperties: true,
    discriminator: true,
    verbose: options.verbose ?? true,
  });
  for (const keyword of annotationKeywords) ajv.addKeyword(keyword);
  // Each file under its path, which the $refs between them resolve against; the root too, so that
  // compiling it (ajv.compile(schemaSet.root), the same object) starts from its own path.
  ajv.addSchema(schemaSet.root, schemaPaths.root);
  ajv.addSchema(schemaSet.defs, schemaPaths.defs);
  for (const [type, schema] of schemaSet.blocks) ajv.addSchema(schema, schemaPaths.block(type));
  return ajv;
}

/** A validator made from a compiled ajv function. */
export function schemaValidator(validate: { (data: unknown): boolean; errors?: ErrorObject[] | null }): SchemaValidator {
  return (data) => (validate(data) ? [] : [...(validate.errors ?? [])]);
}

/** The names of the block types, from the schema files. */
export function blockTypes(): string[] {
  return [...schemaSet.blocks.keys()];
}

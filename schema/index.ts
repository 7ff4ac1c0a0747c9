// The contract: pages.json's shape as JSON Schema (the files beside this one), the TypeScript types
// and tables generated from it, and the schema itself as data for validators.
export * from "./pages.gen.ts";
export { annotationKeywords, schemaAtPath, schemaPaths, type JsonSchema, type SchemaSet } from "./schema-set.ts";
export { schemaSet } from "./schema-set.gen.ts";

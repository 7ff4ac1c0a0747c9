// The schema's validator, compiled when the editor's bundle is built: cli/edit/editor-bundle.ts
// provides this module with the code of runtime/server/schema-cache.ts.
declare module "virtual:pages-schema-validator" {
  import type { ErrorObject } from "ajv/dist/2020.js";
  const validate: { (data: unknown): boolean; errors?: ErrorObject[] | null };
  export default validate;
}

// The schema validator for Node: compiling the schema takes a third of a second and loading ajv a
// tenth, so the compiled code is kept in .pages-cache/, keyed by the schema's content, and later
// runs load it in milliseconds without loading ajv at all.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Ajv2020, ValidateFunction } from "ajv/dist/2020.js";
import type standaloneCodeType from "ajv/dist/standalone/index.js";
import { createAjv, loadSchemas, schemaValidator, type SchemaValidator } from "../foundation/content/index.ts";
import { cacheDir } from "./project-root.ts";

const requireHere = createRequire(import.meta.url);

function ajvLibrary(): { Ajv2020: typeof Ajv2020; standaloneCode: typeof standaloneCodeType } {
  const { Ajv2020: AjvClass } = requireHere("ajv/dist/2020.js") as { Ajv2020: typeof Ajv2020 };
  const standalone = requireHere("ajv/dist/standalone/index.js") as { default: typeof standaloneCodeType };
  return { Ajv2020: AjvClass, standaloneCode: standalone.default };
}

function compiledValidator(): ValidateFunction {
  const schemas = loadSchemas();
  const hash = createHash("sha256").update(JSON.stringify(schemas, (_key, value: unknown) => (value instanceof Map ? [...value] : value)));
  const cached = join(cacheDir, `validator-${hash.digest("hex").slice(0, 16)}.cjs`);
  const require = createRequire(join(cacheDir, "index.cjs"));
  if (existsSync(cached)) return require(cached) as ValidateFunction;
  const { Ajv2020: AjvClass, standaloneCode } = ajvLibrary();
  const ajv = createAjv(AjvClass, { source: true });
  const validate = ajv.compile(schemas.root);
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Written under another name and renamed, so a second process never loads half a file.
    const partial = `${cached}.${process.pid}.tmp`;
    writeFileSync(partial, standaloneCode(ajv, validate));
    renameSync(partial, cached);
  } catch {
    // A read-only install still validates, only without the cache.
  }
  return validate;
}

let validator: SchemaValidator | null = null;

/** The validator, compiled once per process (or loaded from the cache). */
export function cachedSchemaValidator(): SchemaValidator {
  validator ??= schemaValidator(compiledValidator());
  return validator;
}

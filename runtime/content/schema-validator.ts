// ajv, compiled once per process from the schema files in schema/.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Ajv2020, ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import type standaloneCodeType from "ajv/dist/standalone/index.js";
import { cacheDir, schemaDir } from "../server/project-root.ts";

// ajv itself takes a tenth of a second to load; most runs only need the cached compiled validator,
// so the library is required only when the schema has to be compiled.
const requireHere = createRequire(import.meta.url);

function ajvLibrary(): { Ajv2020: typeof Ajv2020; standaloneCode: typeof standaloneCodeType } {
  const { Ajv2020: AjvClass } = requireHere("ajv/dist/2020.js") as { Ajv2020: typeof Ajv2020 };
  const standalone = requireHere("ajv/dist/standalone/index.js") as { default: typeof standaloneCodeType };
  return { Ajv2020: AjvClass, standaloneCode: standalone.default };
}

type JsonObject = Record<string, unknown>;

function readJson(path: string): JsonObject {
  return JSON.parse(readFileSync(path, "utf8")) as JsonObject;
}

export interface SchemaSet {
  root: JsonObject;
  defs: JsonObject;
  blocks: Map<string, JsonObject>;
}

let schemas: SchemaSet | null = null;
let validator: ValidateFunction | null = null;

export function loadSchemas(): SchemaSet {
  if (schemas) return schemas;
  const blocks = new Map<string, JsonObject>();
  for (const name of readdirSync(join(schemaDir, "blocks")).sort()) {
    if (name.endsWith(".schema.json")) blocks.set(name.replace(".schema.json", ""), readJson(join(schemaDir, "blocks", name)));
  }
  schemas = { root: readJson(join(schemaDir, "pages.schema.json")), defs: readJson(join(schemaDir, "defs.schema.json")), blocks };
  return schemas;
}

export function createAjv(options: { verbose?: boolean; source?: boolean } = {}): Ajv2020 {
  const ajv = new (ajvLibrary().Ajv2020)({
    code: { source: options.source ?? false },
    allErrors: true,
    strict: true,
    strictRequired: false,
    discriminator: true,
    verbose: options.verbose ?? true,
  });
  // Annotations for editors and the type generator; they do not validate anything.
  for (const keyword of ["tsType", "markdownDescription", "defaultSnippets", "listsEntries"]) ajv.addKeyword(keyword);
  const { defs, blocks } = loadSchemas();
  ajv.addSchema(defs, "defs.schema.json");
  for (const [name, schema] of blocks) ajv.addSchema(schema, `blocks/${name}.schema.json`);
  return ajv;
}

/**
 * Compiling the schema takes a third of a second; the compiled code is kept as a module under
 * .pages-cache/, keyed by the schema files' content, so later runs load it in milliseconds.
 */
function compiledValidator(): ValidateFunction {
  const { root } = loadSchemas();
  const hash = createHash("sha256").update(JSON.stringify(loadSchemas(), (_key, value: unknown) => (value instanceof Map ? [...value] : value)));
  const cached = join(cacheDir, `validator-${hash.digest("hex").slice(0, 16)}.cjs`);
  const require = createRequire(join(cacheDir, "index.cjs"));
  if (existsSync(cached)) return require(cached) as ValidateFunction;
  const ajv = createAjv({ source: true });
  const validate = ajv.compile(root);
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cached, ajvLibrary().standaloneCode(ajv, validate));
  } catch {
    // A read-only install still validates, only without the cache.
  }
  return validate;
}

export function validateSchema(data: unknown): ErrorObject[] {
  validator ??= compiledValidator();
  return validator(data) ? [] : [...(validator.errors ?? [])];
}

/** The names of the block types, from the schema files. */
export function blockTypes(): string[] {
  return [...loadSchemas().blocks.keys()];
}

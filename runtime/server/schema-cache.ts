// The schema validator, compiled ahead: compiling the schema takes a third of a second and loading
// ajv a tenth. For Node the compiled code is kept in .pages-cache/, keyed by the schema's content,
// and later runs load it in milliseconds without loading ajv at all. The visual editor's bundle is
// given the same code as a module (cli/edit/editor-bundle.ts), so its checking worker starts with the
// validator ready instead of shipping ajv's compiler and compiling on each opening.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Ajv2020, ValidateFunction } from "ajv/dist/2020.js";
import type standaloneCodeType from "ajv/dist/standalone/index.js";
import { createAjv, loadSchemas, schemaValidator, type SchemaValidator } from "../foundation/content/index.ts";
import { cacheDir } from "./project-root.ts";
import { writeFileWhole } from "./whole-file.ts";

const requireHere = createRequire(import.meta.url);

function ajvLibrary(): { Ajv2020: typeof Ajv2020; standaloneCode: typeof standaloneCodeType } {
  const { Ajv2020: AjvClass } = requireHere("ajv/dist/2020.js") as { Ajv2020: typeof Ajv2020 };
  const standalone = requireHere("ajv/dist/standalone/index.js") as { default: typeof standaloneCodeType };
  return { Ajv2020: AjvClass, standaloneCode: standalone.default };
}

/** The schema compiled, with its code as a module of the format asked (ajv's standalone code). */
function compile(format: "cjs" | "esm"): { validate: ValidateFunction; code: string } {
  const { Ajv2020: AjvClass, standaloneCode } = ajvLibrary();
  const ajv = createAjv(AjvClass, { source: true, esm: format === "esm" });
  const validate = ajv.compile(loadSchemas().root);
  const code = standaloneCode(ajv, validate);
  return { validate, code: format === "esm" ? asImports(code) : code };
}

// ajv's ES module code still loads its few runtime helpers (deep equality, string length) with
// require, which a browser bundle cannot run: each becomes an import of the same file. Each is a
// CommonJS module whose function is its `default` export: a bundler hands that function over, Node
// the module's exports, so the function is taken from whichever was given.
const runtimeHelper = /const (\w+) = require\("(ajv\/dist\/runtime\/[\w-]+)"\)\.default;/g;

function asImports(code: string): string {
  const imported = code.replace(runtimeHelper, 'import $1_module from "$2.js";const $1 = $1_module.default ?? $1_module;');
  if (imported.includes("require(")) throw new Error("The compiled schema validator loads a module this code does not turn into an import.");
  return imported;
}

/** The compiled validator as an ES module whose default export validates a pages file (for a browser bundle). */
export function schemaValidatorModule(): string {
  return compile("esm").code;
}

function compiledValidator(): ValidateFunction {
  const schemas = loadSchemas();
  const hash = createHash("sha256").update(JSON.stringify(schemas, (_key, value: unknown) => (value instanceof Map ? [...value] : value)));
  const cached = join(cacheDir, `validator-${hash.digest("hex").slice(0, 16)}.cjs`);
  const require = createRequire(join(cacheDir, "index.cjs"));
  if (existsSync(cached)) return require(cached) as ValidateFunction;
  const { validate, code } = compile("cjs");
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Whole or not at all: a second process never loads half a file.
    writeFileWhole(cached, code);
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

// The schema compiled ahead: the module the editor's bundle is given validates exactly as the
// validator the CLI keeps in .pages-cache/, with nothing left that a browser bundle cannot load.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { schemaValidator, type SchemaValidator } from "../foundation/content/index.ts";
import { cacheDir, cachedSchemaValidator, projectRoot, schemaValidatorModule } from "./index.ts";

// Inside the project, so the module's imports of ajv's helpers resolve from its node_modules.
mkdirSync(cacheDir, { recursive: true });
const folder = mkdtempSync(join(cacheDir, "compiled-schema-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const file = join(folder, "validator.mjs");

async function moduleValidator(): Promise<SchemaValidator> {
  writeFileSync(file, schemaValidatorModule());
  const loaded = (await import(pathToFileURL(file).href)) as { default: Parameters<typeof schemaValidator>[0] };
  return schemaValidator(loaded.default);
}

/** The errors the module finds in a document when Node itself loads it (Vitest hands modules over its own way). */
function errorsInNode(document: unknown): unknown[] {
  const script = `import { readFileSync } from "node:fs"; import validate from ${JSON.stringify(pathToFileURL(file).href)};
    validate(JSON.parse(readFileSync(0, "utf8"))); console.log(JSON.stringify(validate.errors ?? []));`;
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", input: JSON.stringify(document) })) as unknown[];
}

describe("the schema's validator as a module", () => {
  it("loads its helpers with imports only, and finds what the CLI's validator finds", async () => {
    const code = schemaValidatorModule();
    expect(code).not.toContain("require(");
    expect(code).toMatch(/import \w+ from "ajv\/dist\/runtime\/equal.js";/);
    const validate = await moduleValidator();
    const shipped = JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as { site: Record<string, unknown>; pages: unknown[] };
    expect(validate(shipped)).toEqual([]);
    // A wrong kind of value, a name the schema does not know, a list item twice (deep equality), a
    // text too long counted in characters (ucs2length): each helper is called.
    const broken = structuredClone(shipped);
    broken.site.phone = 42;
    broken.site.nickname = "Indus";
    broken.pages = [broken.pages[0], broken.pages[0], ...broken.pages.slice(1)];
    const found = validate(broken);
    expect(found.length).toBeGreaterThan(1);
    expect(found).toEqual(cachedSchemaValidator()(broken));
    expect(errorsInNode(shipped)).toEqual([]);
    expect(errorsInNode(broken)).toEqual(JSON.parse(JSON.stringify(found)));
  });
});

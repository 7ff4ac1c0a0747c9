// The baseline: plain ajv with the same schema files, reading and validating one file, as a process.
import { readdirSync, readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";

const projectDir = new URL("../../", import.meta.url);
/**
 * @param {URL | string} url
 * @returns {import("ajv").AnySchema}
 */
// oxlint-disable-next-line typescript/no-unsafe-return -- plain JavaScript cannot say what JSON.parse returns: a schema file, here
const read = (url) => JSON.parse(readFileSync(url, "utf8"));
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowMatchingProperties: true, discriminator: true });
// The schema's annotations, as `createAjv` in runtime/foundation/content/schema-validator.ts lists them: strict mode
// refuses a keyword it does not know (plain-ajv.test.ts notices when one is added there only).
for (const keyword of ["tsType", "markdownDescription", "defaultSnippets", "listsEntries"]) ajv.addKeyword(keyword);
// Each file under its path from the project folder, which the $refs between them resolve against
// (schemaPaths in schema/schema-set.ts): a block's schema is in the block's folder.
/** @param {string} path */
const add = (path) => ajv.addSchema(read(new URL(path, projectDir)), path);
add("schema/defs.schema.json");
for (const item of readdirSync(new URL("blocks/", projectDir), { withFileTypes: true })) {
  if (item.isDirectory()) add(`blocks/${item.name}/${item.name}.schema.json`);
}
add("schema/pages.schema.json");
const validate = ajv.getSchema("schema/pages.schema.json");
if (!validate) throw new Error("schema/pages.schema.json did not compile");
const file = process.argv[2];
if (!file) throw new Error("usage: node cli/bench/plain-ajv.mjs <pages.json>");
const valid = validate(JSON.parse(readFileSync(file, "utf8")));
process.exitCode = valid ? 0 : 1;

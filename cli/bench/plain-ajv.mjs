// The baseline: plain ajv with the same schema files, reading and validating one file, as a process.
import { readdirSync, readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";

const schemaDir = new URL("../../schema/", import.meta.url);
/**
 * @param {URL | string} url
 * @returns {import("ajv").AnySchema}
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-return -- plain JavaScript cannot say what JSON.parse returns: a schema file, here
const read = (url) => JSON.parse(readFileSync(url, "utf8"));
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, discriminator: true });
// The schema's annotations, as `createAjv` in runtime/foundation/content/schema-validator.ts lists them: strict mode
// refuses a keyword it does not know (plain-ajv.test.ts notices when one is added there only).
for (const keyword of ["tsType", "markdownDescription", "defaultSnippets", "listsEntries"]) ajv.addKeyword(keyword);
ajv.addSchema(read(new URL("defs.schema.json", schemaDir)), "defs.schema.json");
for (const name of readdirSync(new URL("blocks/", schemaDir))) ajv.addSchema(read(new URL(`blocks/${name}`, schemaDir)), `blocks/${name}`);
const validate = ajv.compile(read(new URL("pages.schema.json", schemaDir)));
const valid = validate(JSON.parse(readFileSync(process.argv[2], "utf8")));
process.exitCode = valid ? 0 : 1;

// The blocks, as `npm run gen` finds them: every folder in blocks/ is one block, named after its type.
// What the generated files say about a block comes from its folder alone: its schema, its example,
// and the exports of its meta.ts (read as text, never run).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BlockFolderError, blockTypePattern, pascalName } from "./block-names.ts";
import { readMetaExports, type MetaExports } from "./meta-exports.ts";

export interface BlockFolder {
  type: string;
  /** The schema file's text, as written (the generator edits it in place). */
  schemaText: string;
  schema: { required?: string[]; listsEntries?: unknown; properties?: { type?: { const?: unknown } } };
  /** example.json: one complete block of this type. */
  example: { type: string } & Record<string, unknown>;
  meta: MetaExports;
}

function parseJson(text: string, shown: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BlockFolderError(`${shown} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function readFolder(blocksDir: string, type: string): BlockFolder {
  const folder = `blocks/${type}/`;
  if (!blockTypePattern.test(type)) {
    throw new BlockFolderError(`${folder}: a block's folder is named after its type, in lower case words joined by hyphens (for example call-to-action).`);
  }
  const dir = join(blocksDir, type);
  const schemaPath = join(dir, `${type}.schema.json`);
  if (!existsSync(schemaPath)) {
    throw new BlockFolderError(`${folder} has no ${type}.schema.json, the block's schema. Add it, or delete the folder to remove the block.`);
  }
  if (!existsSync(join(dir, "index.tsx"))) {
    throw new BlockFolderError(`${folder} has no index.tsx, the block's component (export function ${pascalName(type)}Block).`);
  }
  const schemaText = readFileSync(schemaPath, "utf8");
  const schema = parseJson(schemaText, `${folder}${type}.schema.json`) as BlockFolder["schema"];
  if (schema.properties?.type?.const !== type) {
    throw new BlockFolderError(`${folder}${type}.schema.json must say its type: "properties": { "type": { "const": "${type}", ... } }.`);
  }
  const examplePath = join(dir, "example.json");
  if (!existsSync(examplePath)) {
    throw new BlockFolderError(`${folder} has no example.json: one complete ${type} block, which editors insert from the schema.`);
  }
  const example = parseJson(readFileSync(examplePath, "utf8"), `${folder}example.json`) as BlockFolder["example"];
  if (example === null || typeof example !== "object" || Array.isArray(example) || example.type !== type) {
    throw new BlockFolderError(`${folder}example.json must be one ${type} block: an object with "type": "${type}".`);
  }
  const metaPath = join(dir, "meta.ts");
  const meta = existsSync(metaPath)
    ? readMetaExports(readFileSync(metaPath, "utf8"), type, `${folder}meta.ts`)
    : { loading: "with-page" as const, hasMeta: false };
  return { type, schemaText, schema, example, meta };
}

/** Every block in blocks/, in the order of their types. */
export function readBlockFolders(blocksDir: string): BlockFolder[] {
  return readdirSync(blocksDir, { withFileTypes: true })
    .filter((item) => item.isDirectory())
    .map((item) => item.name)
    .sort()
    .map((type) => readFolder(blocksDir, type));
}

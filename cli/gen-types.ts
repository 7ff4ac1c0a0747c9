// `npm run gen`: everything the block folders imply, written from them so nothing of it is kept by
// hand. Adding a block is adding its folder (blocks/<type>/), deleting the folder removes it:
// - schema/pages.schema.json: `$defs.block.oneOf`, the list of block schemas (the rest of the file is hand-written);
// - each blocks/<type>/<type>.schema.json: its `defaultSnippets`, from the folder's example.json;
// - schema/pages.gen.ts: the content types (the Block union) and tables, from the JSON Schema;
// - schema/schema-set.gen.ts: the schema files as modules, for the CLI, the editor and the browser;
// - blocks/registry.gen.ts and blocks/meta.gen.ts: the components (static or lazy, as each meta.ts
//   says) and the metas.
// `npm run gen -- --check` changes nothing and fails when a file is not what it would write.
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { dirname, relative } from "node:path/posix";
import { fileURLToPath } from "node:url";
import { generateIconDrawings, generateInterfaceIcons, iconDrawingsPath, interfaceIconsPath } from "./gen-icon-drawings.ts";
import { readBlockFolders } from "./gen/block-folders.ts";
import { BlockFolderError } from "./gen/block-names.ts";
import { metaModule, registryModule } from "./gen/block-modules.ts";
import { withBlockUnion, withExampleSnippet } from "./gen/json-edits.ts";
import { generateTypes, type RootSchema } from "./gen/pages-types.ts";
import { schemaSetModule } from "./gen/schema-set-module.ts";
// Not from schema/index.ts, which loads the files this writes (a deleted block's schema among them).
import { schemaPaths } from "../schema/schema-set.ts";

const thisProject = fileURLToPath(new URL("..", import.meta.url));

/** A block's schema file as the files in schema/ refer to it. */
const fromSchemaFolder = (type: string) => relative(dirname(schemaPaths.root), schemaPaths.block(type));

/** What `npm run gen` writes, by path from the project folder. */
export async function generatedFiles(projectDir: string = thisProject): Promise<Map<string, string>> {
  const blocks = readBlockFolders(join(projectDir, "blocks"));
  const types = blocks.map((block) => block.type);
  const files = new Map<string, string>();
  const rootText = withBlockUnion(readFileSync(join(projectDir, schemaPaths.root), "utf8"), types.map(fromSchemaFolder));
  files.set(schemaPaths.root, rootText);
  for (const block of blocks) {
    const path = schemaPaths.block(block.type);
    files.set(path, withExampleSnippet(block.schemaText, path, block.example));
  }
  files.set("schema/pages.gen.ts", await generateTypes(JSON.parse(rootText) as RootSchema, join(projectDir, dirname(schemaPaths.root)), blocks));
  files.set("schema/schema-set.gen.ts", schemaSetModule(types.map((type) => [type, fromSchemaFolder(type)])));
  files.set("blocks/registry.gen.ts", registryModule(blocks));
  files.set("blocks/meta.gen.ts", metaModule(blocks));
  files.set(iconDrawingsPath, await generateIconDrawings());
  files.set(interfaceIconsPath, await generateInterfaceIcons());
  return files;
}

function textOnDisk(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/** The generated files whose text on disk is not what `npm run gen` would write, with that text. */
async function changedFiles(projectDir: string): Promise<[string, string][]> {
  return [...(await generatedFiles(projectDir))].filter(([path, text]) => textOnDisk(join(projectDir, path)) !== text);
}

/** The paths of the generated files that are out of date. */
export async function staleFiles(projectDir: string = thisProject): Promise<string[]> {
  return (await changedFiles(projectDir)).map(([path]) => path);
}

/** Writes the generated files that changed; returns their paths. */
export async function generate(projectDir: string = thisProject): Promise<string[]> {
  const changed = await changedFiles(projectDir);
  for (const [path, text] of changed) await writeFile(join(projectDir, path), text);
  return changed.map(([path]) => path);
}

async function main(): Promise<void> {
  try {
    if (process.argv.includes("--check")) {
      const stale = await staleFiles();
      for (const path of stale) console.error(`${path} is out of date: run npm run gen and commit the result.`);
      if (stale.length > 0) process.exitCode = 1;
      return;
    }
    const written = await generate();
    for (const path of written) console.log(`wrote ${path}`);
    if (written.length === 0) console.log("Every generated file was up to date.");
  } catch (error) {
    if (!(error instanceof BlockFolderError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();

// Writes a `defaultSnippets` entry into every schema/blocks/*.schema.json, so an editor can insert a
// complete, valid block. Each body is taken from the shipped pages.json: the first block of that type on
// a single page, or else in a family template with its {placeholders} filled from the family's first
// entry; lists are shortened to 3 items when the block stays valid. The schema files are edited with
// jsonc-parser, keeping their formatting. Run it again after pages.json changes:
//
//   npx tsx cli/scaffold/block-snippets.ts
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { applyEdits, modify } from "jsonc-parser";
import { validateText } from "../../runtime/foundation/content/index.ts";
import { nodeValidation } from "../../runtime/server/index.ts";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
interface Block {
  type: string;
  [field: string]: Json;
}
interface PagesLike {
  pages: { route: string; blocks: Block[] }[];
  families: Record<string, { blocks: Block[]; entries: Record<string, Json>[] }>;
}

const projectDir = fileURLToPath(new URL("../../", import.meta.url));
const blocksDir = join(projectDir, "schema", "blocks");
/** The page the snippets are tried on: one that has few blocks of its own. */
export const trialRoute = "/privacy";

function fill(value: Json, entry: Record<string, Json>): Json {
  if (typeof value === "string") {
    const whole = /^\{([a-zA-Z][a-zA-Z0-9]*)\}$/.exec(value);
    const filled = whole ? entry[whole[1]!] : undefined;
    if (filled !== undefined) return filled;
    return value.replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (match, field: string) => (typeof entry[field] === "string" ? entry[field] : match));
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, entry));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, entry)]));
  return value;
}

function shorten(value: Json): Json {
  if (Array.isArray(value)) return value.slice(0, 3).map(shorten);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item)]));
  return value;
}

/** The text of pages.json with `block` added at the end of the trial page's blocks. */
export function withBlock(text: string, block: Json): string {
  const data = JSON.parse(text) as PagesLike;
  const index = data.pages.findIndex((page) => page.route === trialRoute);
  if (index < 0) throw new Error(`block-snippets: pages.json has no page ${trialRoute}`);
  return applyEdits(text, modify(text, ["pages", index, "blocks", -1], block, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } }));
}

function isValid(text: string, block: Json): boolean {
  return validateText(withBlock(text, block), "pages.json", nodeValidation({ publicDir: join(projectDir, "public") })).status === "valid";
}

export function exampleBlock(text: string, type: string): Json {
  const data = JSON.parse(text) as PagesLike;
  let found: Json | undefined = data.pages.flatMap((page) => page.blocks).find((block) => block.type === type);
  if (!found) {
    for (const family of Object.values(data.families)) {
      const block = family.blocks.find((item) => item.type === type);
      if (block) {
        found = fill(block, family.entries[0] ?? {});
        break;
      }
    }
  }
  if (!found) throw new Error(`block-snippets: pages.json has no ${type} block to take an example from`);
  const short = shorten(found);
  if (isValid(text, short)) return short;
  if (isValid(text, found)) return found;
  throw new Error(`block-snippets: the example ${type} block is not valid on ${trialRoute}`);
}

/** `$` starts a tab stop in an editor snippet: write it as \$. */
function escapeSnippet(value: Json): Json {
  if (typeof value === "string") return value.replace(/\$/g, "\\$");
  if (Array.isArray(value)) return value.map(escapeSnippet);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, escapeSnippet(item)]));
  return value;
}

function main(): void {
  const text = readFileSync(join(projectDir, "pages.json"), "utf8");
  for (const name of readdirSync(blocksDir)
    .filter((file) => file.endsWith(".schema.json"))
    .sort()) {
    const path = join(blocksDir, name);
    const schemaText = readFileSync(path, "utf8");
    const schema = JSON.parse(schemaText) as { title: string; properties: { type: { const: string } } };
    const type = schema.properties.type.const;
    const snippet = {
      label: `${type} block`,
      description: `A complete ${type} block, filled with example text from the site to replace.`,
      body: escapeSnippet(exampleBlock(text, type)),
    };
    const edits = modify(schemaText, ["defaultSnippets"], [snippet], { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } });
    writeFileSync(path, applyEdits(schemaText, edits));
    console.log(`${name}: ${type}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

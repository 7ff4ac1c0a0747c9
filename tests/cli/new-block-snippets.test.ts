// Every block schema offers the editor one complete block (defaultSnippets); inserted into a page of a
// copy of pages.json, each must leave the file valid.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateText } from "../../runtime/foundation/content/index.ts";
import { withBlock } from "../../cli/scaffold/with-block.ts";
import { formatProblems } from "../../runtime/foundation/content/index.ts";
import { projectRoot, publicDir } from "./helpers.ts";
import { nodeValidation } from "../../runtime/server/index.ts";

const blocksDir = join(projectRoot, "blocks");
const pages = readFileSync(join(projectRoot, "pages.json"), "utf8");
const schemas = readdirSync(blocksDir, { withFileTypes: true })
  .filter((item) => item.isDirectory())
  .map((item) => `${item.name}/${item.name}.schema.json`)
  .sort();

function unescapeSnippet(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/\\\$/g, "$");
  if (Array.isArray(value)) return value.map(unescapeSnippet);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unescapeSnippet(item)]));
  return value;
}

describe("block defaultSnippets", () => {
  it.each(schemas)("%s has a snippet that is a valid block", (name) => {
    const schema = JSON.parse(readFileSync(join(blocksDir, name), "utf8")) as {
      properties: { type: { const: string } };
      defaultSnippets?: { label: string; body: { type: string } }[];
    };
    expect(schema.defaultSnippets?.length, `${name} has defaultSnippets`).toBeGreaterThanOrEqual(1);
    const body = unescapeSnippet(schema.defaultSnippets![0]!.body) as { type: string };
    expect(body.type).toBe(schema.properties.type.const);
    const result = validateText(withBlock(pages, body), "pages.json", nodeValidation({ publicDir }));
    expect(result.status, result.status === "valid" ? "" : formatProblems(result.problems, "stylish")).toBe("valid");
  });
});

// Every folder in blocks/ is a block; one the generator cannot use is refused with what to do.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readBlockFolders } from "./block-folders.ts";

let blocksDir: string;

beforeEach(() => {
  blocksDir = mkdtempSync(join(tmpdir(), "pages-block-folders-"));
});
afterEach(() => rmSync(blocksDir, { recursive: true, force: true }));

/** A folder blocks/<type>/ with the given files (a complete block when none are given). */
function folder(type: string, files: Record<string, string | null> = {}): void {
  const complete: Record<string, string | null> = {
    [`${type}.schema.json`]: JSON.stringify({ properties: { type: { const: type } } }),
    "index.tsx": "",
    "example.json": JSON.stringify({ type }),
    ...files,
  };
  mkdirSync(join(blocksDir, type));
  for (const [name, text] of Object.entries(complete)) if (text !== null) writeFileSync(join(blocksDir, type, name), text);
}

describe("readBlockFolders", () => {
  it("reads every folder as a block, in the order of their types, with-page unless its meta.ts says otherwise", () => {
    folder("quote-box");
    folder("banner", { "meta.ts": 'export const bannerLoading: BlockLoading = "near-view";\nexport const bannerMeta = {};\n' });
    writeFileSync(join(blocksDir, "forms.ts"), "");
    const blocks = readBlockFolders(blocksDir);
    expect(blocks.map((block) => [block.type, block.meta])).toEqual([
      ["banner", { loading: "near-view", hasMeta: true }],
      ["quote-box", { loading: "with-page", hasMeta: false }],
    ]);
    expect(blocks[1]!.example).toEqual({ type: "quote-box" });
  });

  it.each([
    ["Quote_Box", {}, "blocks/Quote_Box/: a block's folder is named after its type, in lower case words joined by hyphens (for example call-to-action)."],
    ["quote", { "quote.schema.json": null }, "blocks/quote/ has no quote.schema.json, the block's schema. Add it, or delete the folder to remove the block."],
    ["quote", { "index.tsx": null }, "blocks/quote/ has no index.tsx, the block's component (export function QuoteBlock)."],
    ["quote", { "quote.schema.json": "{" }, "blocks/quote/quote.schema.json is not valid JSON"],
    [
      "quote",
      { "quote.schema.json": JSON.stringify({ properties: { type: { const: "quotes" } } }) },
      'blocks/quote/quote.schema.json must say its type: "properties": { "type": { "const": "quote", ... } }.',
    ],
    ["quote", { "example.json": null }, "blocks/quote/ has no example.json: one complete quote block, which editors insert from the schema."],
    ["quote", { "example.json": JSON.stringify([{ type: "quote" }]) }, 'blocks/quote/example.json must be one quote block: an object with "type": "quote".'],
  ])("refuses blocks/%s/ when %j, saying what to do", (type, files, message) => {
    folder(type, files);
    expect(() => readBlockFolders(blocksDir)).toThrow(message);
  });
});

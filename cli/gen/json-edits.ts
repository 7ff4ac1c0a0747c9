// The parts of hand-written JSON files that `npm run gen` keeps in step with the block folders,
// replaced in place so the rest of each file keeps its own layout.
import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath } from "jsonc-parser";
import { BlockFolderError } from "./block-names.ts";

function valueAt(text: string, path: JSONPath) {
  const tree = parseTree(text);
  return tree ? findNodeAtLocation(tree, path) : undefined;
}

/** The text with the value at `path` replaced by `value`, written by `write` at the value's indentation. */
function replaceValue(text: string, shown: string, path: JSONPath, write: (indent: string) => string): string {
  const node = valueAt(text, path);
  if (!node) throw new BlockFolderError(`${shown} has no ${path.join(".")} for npm run gen to fill in.`);
  const lineStart = text.lastIndexOf("\n", node.offset) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  return text.slice(0, node.offset) + write(indent) + text.slice(node.offset + node.length);
}

/** schema/pages.schema.json with `$defs.block.oneOf` listing the schema of every block folder, one a line. */
export function withBlockUnion(rootText: string, blockRefs: readonly string[]): string {
  return replaceValue(rootText, "schema/pages.schema.json", ["$defs", "block", "oneOf"], (indent) => {
    const lines = blockRefs.map((ref) => `${indent}  { "$ref": ${JSON.stringify(ref)} }`);
    return `[\n${lines.join(",\n")}\n${indent}]`;
  });
}

/** `$` starts a tab stop in an editor snippet: written as \$ it is a plain dollar sign. */
function escapeSnippet(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/\$/g, "\\$");
  if (Array.isArray(value)) return value.map(escapeSnippet);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, escapeSnippet(item)]));
  return value;
}

/**
 * A block schema's text with its `defaultSnippets` made from the block's example.json: the complete
 * block VS Code and the visual editor insert.
 */
export function withExampleSnippet(schemaText: string, shown: string, example: { type: string }): string {
  const snippet = {
    label: `${example.type} block`,
    description: `A complete ${example.type} block, filled with example text from the site to replace.`,
    body: escapeSnippet(example),
  };
  // A schema written without snippets gets them at its end.
  const text = valueAt(schemaText, ["defaultSnippets"])
    ? schemaText
    : applyEdits(schemaText, modify(schemaText, ["defaultSnippets"], [], { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } }));
  return replaceValue(text, shown, ["defaultSnippets"], (indent) => JSON.stringify([snippet], null, 2).replace(/\n/g, `\n${indent}`));
}

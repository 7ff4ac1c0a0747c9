// The generator's edits of hand-written JSON touch only their own part of the file.
import { describe, expect, it } from "vitest";
import { withBlockUnion, withExampleSnippet } from "./json-edits.ts";

const root = `{
  "$defs": {
    "block": {
      "title": "Block",
      "oneOf": [{ "$ref": "../blocks/old/old.schema.json" }]
    },
    "page": { "title": "Page" }
  }
}
`;

describe("withBlockUnion", () => {
  it("lists each block's schema one a line, at the list's indentation, and leaves the rest as written", () => {
    expect(withBlockUnion(root, ["../blocks/a/a.schema.json", "../blocks/b/b.schema.json"])).toBe(`{
  "$defs": {
    "block": {
      "title": "Block",
      "oneOf": [
        { "$ref": "../blocks/a/a.schema.json" },
        { "$ref": "../blocks/b/b.schema.json" }
      ]
    },
    "page": { "title": "Page" }
  }
}
`);
  });

  it("says so when the schema has no block union to fill in", () => {
    expect(() => withBlockUnion("{}", [])).toThrow("schema/pages.schema.json has no $defs.block.oneOf for npm run gen to fill in.");
  });
});

describe("withExampleSnippet", () => {
  const example = { type: "price", title: "From $5 a kilo" };
  const snippet = `[
    {
      "label": "price block",
      "description": "A complete price block, filled with example text from the site to replace.",
      "body": {
        "type": "price",
        "title": "From \\\\$5 a kilo"
      }
    }
  ]`;

  it("replaces the snippets with the example, a dollar sign written so that editors insert it as it is", () => {
    const schema = `{\n  "title": "PriceBlock",\n  "defaultSnippets": [{ "label": "old" }]\n}\n`;
    expect(withExampleSnippet(schema, "blocks/price/price.schema.json", example)).toBe(`{\n  "title": "PriceBlock",\n  "defaultSnippets": ${snippet}\n}\n`);
  });

  it("adds them at the end of a schema written without", () => {
    const schema = `{\n  "title": "PriceBlock"\n}\n`;
    expect(withExampleSnippet(schema, "blocks/price/price.schema.json", example)).toBe(`{\n  "title": "PriceBlock",\n  "defaultSnippets": ${snippet}\n}\n`);
  });
});

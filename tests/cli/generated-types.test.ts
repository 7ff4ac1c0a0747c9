// `npm run gen` writes what the block folders and the schema imply (cli/gen-types.ts): regenerating
// must give the committed files, so a schema change or a block folder added or deleted without
// `npm run gen` fails here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generatedFiles } from "../../cli/gen-types.ts";
import { projectRoot } from "./helpers.ts";

const generated = await generatedFiles();

describe("the files npm run gen writes", () => {
  it("cover the schema, the types, the schema set, the registry and the meta table", () => {
    expect([...generated.keys()]).toEqual(
      expect.arrayContaining(["schema/pages.schema.json", "schema/pages.gen.ts", "schema/schema-set.gen.ts", "blocks/registry.gen.ts", "blocks/meta.gen.ts"]),
    );
  });

  it.each([...generated.keys()])("%s is exactly what npm run gen makes of the block folders today", (path) => {
    const committed = readFileSync(join(projectRoot, path), "utf8");
    // toBe shows a line diff when they differ; the hint says how to fix it.
    expect(generated.get(path), `${path} is out of date: run npm run gen and commit the result`).toBe(committed);
  });
});

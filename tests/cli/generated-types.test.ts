// schema/pages.gen.ts is generated from the schema: regenerating it must give the committed file,
// so a schema change without `npm run gen` fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateTypes } from "../../cli/gen-types.ts";

describe("schema/pages.gen.ts", () => {
  it("is exactly what generateTypes() makes from the schema today", async () => {
    const committed = readFileSync(new URL("../../schema/pages.gen.ts", import.meta.url), "utf8");
    const generated = await generateTypes();
    // toBe shows a line diff when they differ; the hint says how to fix it.
    expect(generated, "schema/pages.gen.ts is out of date: run npm run gen and commit the result").toBe(committed);
  });
});

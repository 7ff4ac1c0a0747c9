// runtime/data/icon-drawings.gen.ts is drawn from lucide's icons: drawing them again must give the
// committed file, so a lucide update or a new icon without `npm run gen` fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateIconDrawings, iconDrawingsFile } from "../../cli/gen-icon-drawings.ts";

describe("runtime/data/icon-drawings.gen.ts", () => {
  it("is exactly what generateIconDrawings() draws from lucide today", async () => {
    const generated = await generateIconDrawings();
    expect(generated, "runtime/data/icon-drawings.gen.ts is out of date: run npm run gen and commit the result").toBe(readFileSync(iconDrawingsFile, "utf8"));
  });
});

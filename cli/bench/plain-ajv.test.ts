// bench:cli compares validate with plain-ajv.mjs; a baseline that cannot run leaves the comparison
// unmeasured, so the baseline is checked here, where a new schema keyword shows at once.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../runtime/server/project-root.ts";

describe("plain-ajv.mjs, the baseline of bench:cli", () => {
  it("validates the shipped pages.json with the same schema files", () => {
    const result = spawnSync(process.execPath, [join(projectRoot, "cli", "bench", "plain-ajv.mjs"), join(projectRoot, "pages.json")], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});

// Every check made as a rule is registered under its file's name, has its tests and its doc page,
// as the lint's rules do (runtime/lint/rules-registry.test.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../../server/index.ts";
import { checks } from "./index.ts";

const folder = join(projectRoot, "runtime/foundation/content/checks");
const checkFiles = readdirSync(folder)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "index.ts" && file !== "define-check.ts")
  .map((file) => file.replace(/\.ts$/, ""));

describe("validate's checks", () => {
  it("lists every check file, and only those", () => {
    expect(Object.keys(checks).sort()).toEqual([...checkFiles].sort());
  });

  for (const name of checkFiles) {
    describe(name, () => {
      const check = checks[name as keyof typeof checks];
      it("is registered under its file name, with that name, as an error", () => {
        expect(check.name).toBe(name);
        expect(check.meta.defaultLevel).toBe("error");
      });

      it("has a test and a doc page saying what it finds, why, a wrong and a right example", () => {
        expect(existsSync(join(folder, `${name}.test.ts`)), `${name}.test.ts`).toBe(true);
        const doc = readFileSync(join(projectRoot, "docs/rules", `${name}.md`), "utf8");
        expect(doc.startsWith(`# ${name}\n`)).toBe(true);
        for (const heading of ["## What it finds", "## Why it matters", "## Wrong", "## Right", "## How to silence it"])
          expect(doc).toContain(`\n${heading}\n`);
        expect(doc).toContain(check.meta.description);
      });
    });
  }
});

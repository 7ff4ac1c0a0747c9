// The meta-test: every rule file is registered under its own name, has a test and a doc page, and
// is described in the schema, so `lint.rules` in pages.json offers exactly the rules that exist.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../server/project-root.ts";
import { rules } from "./rules/index.ts";

const rulesDir = join(projectRoot, "runtime/lint/rules");
const ruleFiles = readdirSync(rulesDir)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "index.ts")
  .map((name) => name.replace(/\.ts$/, ""));

const schema = JSON.parse(readFileSync(join(projectRoot, "schema/pages.schema.json"), "utf8")) as {
  $defs: {
    lintRules: { properties: Record<string, { title: string; description: string; enum: string[] }> };
    lintSettings: { properties: { acknowledged: { items: { properties: { rule: { enum: string[] } } } } } };
  };
};
const lintSchema = { rules: schema.$defs.lintRules, acknowledged: schema.$defs.lintSettings.properties.acknowledged };

describe("the rule registry", () => {
  it("lists every rule file, and only those", () => {
    expect(Object.keys(rules).sort()).toEqual([...ruleFiles].sort());
  });

  for (const file of ruleFiles) {
    describe(file, () => {
      it("is registered under its file name, with that name", async () => {
        const module = (await import(`./rules/${file}.ts`)) as Record<string, unknown>;
        const exported = Object.values(module);
        expect(exported).toHaveLength(1);
        expect(exported[0]).toBe(rules[file as keyof typeof rules]);
        expect((exported[0] as { name: string }).name).toBe(file);
      });

      it("has a test", () => {
        expect(existsSync(join(rulesDir, `${file}.test.ts`))).toBe(true);
      });

      it("has a doc page saying what it finds, why, a wrong and a right example and how to silence it", () => {
        const path = join(projectRoot, "docs/rules", `${file}.md`);
        expect(existsSync(path), `docs/rules/${file}.md`).toBe(true);
        const doc = readFileSync(path, "utf8");
        expect(doc.startsWith(`# ${file}\n`)).toBe(true);
        for (const heading of ["## What it finds", "## Why it matters", "## Wrong", "## Right", "## How to silence it"])
          expect(doc).toContain(`\n${heading}\n`);
        const rule = rules[file as keyof typeof rules];
        expect(doc).toContain(rule.meta.description);
        expect(doc).toContain(`Default: **${rule.meta.defaultLevel}**`);
      });

      it("is described in the schema with the rule's own description", () => {
        const rule = rules[file as keyof typeof rules];
        expect(lintSchema.rules.properties[file]).toEqual({ title: file, enum: ["off", "warn", "error"], description: rule.meta.description });
      });
    });
  }

  it("lets pages.json acknowledge findings of exactly these rules", () => {
    expect([...lintSchema.acknowledged.items.properties.rule.enum].sort()).toEqual(Object.keys(rules).sort());
    expect(Object.keys(lintSchema.rules.properties).sort()).toEqual(Object.keys(rules).sort());
  });

  it("makes the contradictions errors and the rest warnings", () => {
    for (const rule of Object.values(rules)) expect(rule.meta.defaultLevel).toBe(rule.meta.kind === "contradiction" ? "error" : "warn");
  });
});

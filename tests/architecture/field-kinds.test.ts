// Field kinds have one home, the schema (docs/architecture.md, "Field kinds"): what a field is for is
// read from the shared definition it refers to, through the walker of the content core. Reading the
// schema's definitions anywhere else would start a second home, a list of them kept by hand beside it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importGraph } from "./import-graph.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const { files } = importGraph(root, ["schema", "blocks", "runtime", "cli", "tests"]);

/**
 * The files that may read $defs: the schema itself and its generator (which writes $defs.block.oneOf
 * and the types), and the content core's schema nodes, kinds and walker, which the others ask.
 */
const schemaHomes = [/^schema\//, /^cli\/gen\//, /^cli\/gen-types\.ts$/, /^runtime\/foundation\/content\/(schema-nodes|field-kinds|fields)\.ts$/];

const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path);

/** `x.$defs`, `x?.$defs`, `x["$defs"]`, or "$defs" as the first step of a path (["$defs", "block"]). */
const readsDefs = /\??\.\$defs\b|\[\s*["'`]\$defs["'`]\s*\]|\[\s*["'`]\$defs["'`]\s*,/;

describe("the schema's shared definitions", () => {
  it("are read only by the schema's own modules and the content core's walker", () => {
    const readers = files
      .filter((file) => !isTest(file) && !schemaHomes.some((home) => home.test(file)))
      .flatMap((file) =>
        readFileSync(`${root}${file}`, "utf8")
          .split("\n")
          .flatMap((line, index) => (readsDefs.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(readers).toEqual([]);
  });

  it("the check sees a read of $defs for what it is", () => {
    expect(
      ["loadSchemas().root.$defs", "schemaSet.root.$defs as X", "defs?.$defs", 'schema["$defs"]', '["$defs", "block", "oneOf"]'].map((line) =>
        readsDefs.test(line),
      ),
    ).toEqual([true, true, true, true, true]);
    expect(readsDefs.test("`${path}#/$defs/${name}`")).toBe(false);
  });
});

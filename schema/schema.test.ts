// The schema is what an editor's hover help shows: every property must explain itself, every
// object must refuse unknown properties, and every block must be told apart by its type.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { schemaPaths } from "./schema-set.ts";

const projectDir = join(import.meta.dirname, "..");
type Node = Record<string, unknown>;

const blockTypes = readdirSync(join(projectDir, "blocks"), { withFileTypes: true })
  .filter((item) => item.isDirectory())
  .map((item) => item.name)
  .sort();
const files = [schemaPaths.root, schemaPaths.defs, ...blockTypes.map(schemaPaths.block)];
const schemas = files.map((file) => ({ file, schema: JSON.parse(readFileSync(join(projectDir, file), "utf8")) as Node }));

function* objectsWithProperties(node: unknown, path: string): Generator<{ path: string; node: Node }> {
  if (node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* objectsWithProperties(item, `${path}/${index}`);
    return;
  }
  const object = node as Node;
  if (object.properties && typeof object.properties === "object") yield { path, node: object };
  for (const [key, value] of Object.entries(object)) yield* objectsWithProperties(value, `${path}/${key}`);
}

describe("the JSON Schema", () => {
  it("describes every property", () => {
    const undescribed: string[] = [];
    for (const { file, schema } of schemas) {
      for (const { path, node } of objectsWithProperties(schema, "")) {
        for (const [name, property] of Object.entries(node.properties as Record<string, Node>)) {
          // A $ref to a definition that describes itself is described too.
          const described = typeof property.description === "string" || (typeof property.$ref === "string" && property.$ref.startsWith("#/$defs/"));
          if (!described) undescribed.push(`${file}${path}/properties/${name}`);
        }
      }
    }
    expect(undescribed).toEqual([]);
  });

  it("gives every property a title, the label the visual editor shows, written for people", () => {
    const untitled: string[] = [];
    for (const { file, schema } of schemas) {
      for (const { path, node } of objectsWithProperties(schema, "")) {
        for (const [name, property] of Object.entries(node.properties as Record<string, Node>)) {
          // A title like TextBlock names a type for the code generator, not a field for an editor.
          const title = property.title;
          if (typeof title !== "string" || /^[A-Z][a-z]+[A-Z]\w*$/.test(title)) untitled.push(`${file}${path}/properties/${name}`);
        }
      }
    }
    expect(untitled).toEqual([]);
  });

  it("refuses unknown properties on every object", () => {
    const open: string[] = [];
    for (const { file, schema } of schemas) {
      for (const { path, node } of objectsWithProperties(schema, "")) {
        if (node.additionalProperties !== false) open.push(`${file}${path}`);
      }
    }
    expect(open).toEqual([]);
  });

  it("gives each block file a type const named after its folder, and lists it in the block union", () => {
    const root = schemas[0]!.schema as { $defs: { block: { oneOf: { $ref: string }[] } } };
    const listed = root.$defs.block.oneOf.map((entry) => entry.$ref);
    expect(listed).toEqual(blockTypes.map((type) => `../${schemaPaths.block(type)}`));
    for (const type of blockTypes) {
      const block = JSON.parse(readFileSync(join(projectDir, schemaPaths.block(type)), "utf8")) as { properties: { type: { const: string } } };
      expect(block.properties.type.const).toBe(type);
    }
  });

  it("is what pages.json names as its $schema", () => {
    const pages = JSON.parse(readFileSync(join(projectDir, "pages.json"), "utf8")) as Node;
    expect(Object.keys(pages)[0]).toBe("$schema");
    expect(pages.$schema).toBe("./schema/pages.schema.json");
  });

  it("asks for a name visitors read for every province a city can be in, in the same order", () => {
    const defs = schemas[0]!.schema.$defs as Record<string, Node>;
    const names = defs.provinceNames!;
    expect(Object.keys(names.properties as Node)).toEqual(defs.province!.enum);
    expect(names.required).toEqual(defs.province!.enum);
    for (const name of Object.values(names.properties as Record<string, Node>)) expect(name.$ref).toBe("./defs.schema.json#/$defs/text");
  });
});

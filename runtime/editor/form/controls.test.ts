// The editor's controls are chosen by rank from the field's schema node and kind, never by its name:
// a picture is a picture picker whether the property is called image, picture or photo.
import { describe, expect, it } from "vitest";
import { childNode, kindOf, pick, type SchemaNode } from "../../foundation/content/index.ts";
import { controlFor } from "./controls.tsx";

/** A block's property node, as a block schema file would write it. */
const property = (schema: Record<string, unknown>): SchemaNode => ({ schema, file: "blocks/trial/trial.schema.json" });
const shared = (name: string) => ({ $ref: `../../schema/defs.schema.json#/$defs/${name}` });

/** The name of the control a block's property gets, with a value and a site of some languages. */
function controlOf(schema: Record<string, unknown>, value: unknown, languages = 1): string {
  const block = property({ type: "object", properties: { field: schema } });
  const node = pick(childNode(block, "field", { field: value })!, value);
  const type = node.schema.type ?? (node.schema.properties ? "object" : node.schema.items ? "array" : undefined);
  return controlFor({ node, kind: kindOf(node), type, value, languages }).name;
}

describe("the control of a field", () => {
  it("is chosen by the shared definition the field refers to", () => {
    expect(controlOf(shared("imagePath"), "/images/a.png")).toBe("picture picker");
    expect(controlOf(shared("internalPath"), "/contact")).toBe("address");
    expect(controlOf(shared("href"), "https://example.com")).toBe("address");
    expect(controlOf(shared("icon"), "ship")).toBe("icon picker");
    expect(controlOf(shared("text"), "Hello")).toBe("text box");
    expect(controlOf(shared("text"), "Hello", 2)).toBe("text in each language");
    expect(controlOf(shared("text"), { en: "Hello", ur: "سلام" })).toBe("text in each language");
  });

  it("falls back on the schema's own shape, the higher rank winning", () => {
    expect(controlOf({ enum: ["a", "b"] }, "a")).toBe("choice");
    expect(controlOf({ const: "hero" }, "hero")).toBe("constant");
    expect(controlOf({ type: "boolean" }, true)).toBe("switch");
    expect(controlOf({ type: "integer" }, 3)).toBe("number");
    expect(controlOf({ type: "string" }, "x")).toBe("text box");
    expect(controlOf({ type: "array", items: shared("text") }, [])).toBe("list group");
    expect(controlOf(shared("button"), { label: "Call", kind: "call" })).toBe("object group");
  });

  it("an entry field in a template ({heroImage}) is a text box, not a picture picker", () => {
    expect(controlOf({ anyOf: [shared("imagePath"), shared("entryRef")] }, "{heroImage}")).toBe("text box");
    expect(controlOf({ anyOf: [shared("imagePath"), shared("entryRef")] }, "/images/a.png")).toBe("picture picker");
  });
});

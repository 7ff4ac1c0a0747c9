// The form generator: a form for any value of pages.json, made from the JSON Schema alone, so a new
// block or field needs no form code. Written here rather than taken from react-jsonschema-form or
// JSON Forms: the editor needs the content core's own messages at each control (validate's and the
// lint's, by JSON pointer), its own ids for the Problems list and the preview, ARIA states on every
// group, and pickers for icons, pictures, routes and placeholders, which would mean replacing nearly
// every template of those libraries; what is left of them is the recursion below.
import { schemaSet, type JsonSchema } from "../../../schema/index.ts";
import { FormContextValue, type FormContext } from "./context.ts";
import { Field } from "./field.tsx";
import { nodeAt, rootNode, type SchemaNode } from "../../foundation/content/schema-nodes.ts";

export { childPointer, fieldId, labelOf, type FieldProblem, type FormContext } from "./context.ts";
export { nodeAt, schemaAt, type SchemaNode } from "../../foundation/content/schema-nodes.ts";
export { defaultFor, itemName } from "./values.ts";

export interface SchemaFormProps {
  /** The JSON pointer of the value in pages.json: controls' ids and problems use it. */
  pointer: string;
  /** The whole document, which the schema node for `pointer` is found from (a block by its type). */
  document: unknown;
  value: unknown;
  /** The whole new value at `pointer`. */
  onChange: (next: unknown) => void;
  context: FormContext;
  label: string;
  /** Properties left out of the form (edited by outline items of their own). */
  omit?: readonly string[];
}

/** A form for the value at `pointer` of pages.json, generated from the schema node that describes it. */
export function SchemaForm({ pointer, document, value, onChange, context, label, omit }: SchemaFormProps) {
  const node: SchemaNode = nodeAt(pointer, document) ?? rootNode();
  return (
    <FormContextValue.Provider value={context}>
      <Field node={node} name={pointer.split("/").pop() ?? ""} label={label} value={value} pointer={pointer} onChange={onChange} omit={omit} />
    </FormContextValue.Provider>
  );
}

export interface BlockSnippet {
  type: string;
  title: string;
  description: string;
  body: unknown;
}

/** Every block type with its description and the default snippet its schema gives, for "Insert block". */
export function blockSnippets(): BlockSnippet[] {
  return [...schemaSet.blocks].map(([type, schema]: [string, JsonSchema]) => {
    const snippet = (schema.defaultSnippets as { body?: unknown }[] | undefined)?.[0];
    return {
      type,
      title: type.replaceAll("-", " ").replace(/^./, (first) => first.toUpperCase()),
      description: typeof schema.description === "string" ? schema.description : "",
      body: snippet?.body ?? { type },
    };
  });
}

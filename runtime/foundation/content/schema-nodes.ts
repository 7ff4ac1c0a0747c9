// Walking the schema alongside pages.json: from a value to the schema node that describes it, across
// the schema's files (pages, defs, one per block), following $ref, and picking the block schema a
// block's `type` names. The visual editor generates its forms from it (the schema stays the only
// declaration of every form), and the lint finds the texts a translator must write with it.
import { schemaAtPath, schemaPaths, schemaSet, type JsonSchema } from "../../../schema/index.ts";
import { pointerSegments } from "./source.ts";

/** A schema node and the file it is in (which its $refs are relative to). */
export interface SchemaNode {
  schema: JsonSchema;
  file: string;
  /** The name of the shared definition it came from (text, icon, imagePath, ...), which picks a control. */
  def?: string;
}

/** The file a $ref's path names, from the file it is written in (both as in schemaPaths). */
function fileOf(reference: string, from: string): string {
  if (reference === "") return from;
  return new URL(reference, `file:///${from}`).pathname.slice(1);
}

function without(schema: JsonSchema, ...names: string[]): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([name]) => !names.includes(name)));
}

const asSchema = (value: unknown): JsonSchema | undefined => (typeof value === "object" && value !== null ? (value as JsonSchema) : undefined);

/**
 * Answers kept per schema object, then by the node's file and shared definition (the schema never
 * changes): the lint walks every value of a file grown to 10,000 cities, and each of their nodes is
 * one of a few hundred. Kept in maps of maps, not under one key string, which would be built anew
 * for each of those values.
 */
type ByChoice = Map<string, SchemaNode>;
type ByDefinition = Map<string, ByChoice>;
type Answers = WeakMap<JsonSchema, Map<string, ByDefinition>>;
function memo(cache: Answers, node: SchemaNode, choice: string, find: () => SchemaNode): SchemaNode {
  let byFile = cache.get(node.schema);
  if (!byFile) cache.set(node.schema, (byFile = new Map<string, ByDefinition>()));
  let byDefinition = byFile.get(node.file);
  if (!byDefinition) byFile.set(node.file, (byDefinition = new Map<string, ByChoice>()));
  const definition = node.def ?? "";
  let byChoice = byDefinition.get(definition);
  if (!byChoice) byDefinition.set(definition, (byChoice = new Map<string, SchemaNode>()));
  let answer = byChoice.get(choice);
  if (!answer) byChoice.set(choice, (answer = find()));
  return answer;
}
const entryRef = /^\{[A-Za-z]\w*\}$/;
const resolved: Answers = new WeakMap();
const picked: Answers = new WeakMap();

/** The node a $ref leads to, the referrer's own words (title, description) kept over the target's. */
export function resolve(node: SchemaNode): SchemaNode {
  if (typeof node.schema.$ref !== "string") return node;
  return memo(resolved, node, "", () => follow(node));
}

function follow(node: SchemaNode): SchemaNode {
  let current = node;
  for (let hops = 0; hops < 20 && typeof current.schema.$ref === "string"; hops++) {
    const [path = "", fragment = ""] = current.schema.$ref.split("#");
    const file = fileOf(path, current.file);
    let target = schemaAtPath(schemaSet, file);
    for (const name of fragment.split("/").filter(Boolean)) target = asSchema(target?.[name]);
    if (!target) break;
    const own = without(current.schema, "$ref");
    const def = /\$defs\/([^/]+)$/.exec(fragment)?.[1];
    current = { schema: { ...target, ...own }, file, def: current.def ?? def };
  }
  return current;
}

/**
 * Of `oneOf`/`anyOf` choices, the one this value is: a block by its type, an object with no type by
 * the properties it has (a footer column of links or of a family's pages), an {entryField} string by
 * being one, else the first that fits its kind.
 */
export function pick(node: SchemaNode, value: unknown): SchemaNode {
  if (typeof node.schema.$ref !== "string" && !node.schema.oneOf && !node.schema.anyOf) return node;
  // Found by the node itself first: the walk meets the same node objects again and again.
  let known = pickedByNode.get(node);
  if (!known) {
    // A $ref to a schema with no choices leads to the same node whatever the value.
    const target = resolve(node);
    known = !target.schema.oneOf && !target.schema.anyOf ? target : new Map<string, SchemaNode>();
    pickedByNode.set(node, known);
  }
  if (!(known instanceof Map)) return known;
  const choice = choiceKey(value);
  let answer = known.get(choice);
  if (!answer) known.set(choice, (answer = memo(picked, node, choice, () => choose(node, value))));
  return answer;
}
const pickedByNode = new WeakMap<SchemaNode, SchemaNode | Map<string, SchemaNode>>();

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What the choice depends on: an object's type, else its property names; whether a string is an
 * {entryField}. The names are taken in the object's order: the same names in another order make
 * another key with the same answer, cheaper than sorting them for each of a file's translations.
 */
function choiceKey(value: unknown): string {
  if (typeof value === "string") return value.startsWith("{") && entryRef.test(value) ? "entry field" : "";
  if (!isObject(value)) return "";
  const { type } = value;
  // (a type that is not a string, number or boolean matches no block's, whatever it holds)
  if (type === undefined) return `properties ${Object.keys(value).join(" ")}`;
  return typeof type === "string" || typeof type === "number" || typeof type === "boolean" ? `type ${typeof type} ${String(type)}` : "type other";
}

/** Whether an object has every property a choice requires and none it does not allow. */
function fitsProperties(option: SchemaNode, value: Record<string, unknown>): boolean {
  const required = Array.isArray(option.schema.required) ? (option.schema.required as string[]) : [];
  if (!required.every((name) => name in value)) return false;
  const properties = asSchema(option.schema.properties);
  return option.schema.additionalProperties !== false || !properties || Object.keys(value).every((name) => name in properties);
}

function choose(node: SchemaNode, value: unknown): SchemaNode {
  const resolved = resolve(node);
  const choices = (resolved.schema.oneOf ?? resolved.schema.anyOf) as JsonSchema[] | undefined;
  if (!Array.isArray(choices)) return resolved;
  const own = without(resolved.schema, "oneOf", "anyOf", "discriminator");
  const options = choices.map((choice) => resolve({ schema: choice, file: resolved.file }));
  const type = isObject(value) ? value.type : undefined;
  // (only a value that has a type is told by it: a string or a translation has none)
  const byType = type === undefined ? undefined : options.find((option) => asSchema(asSchema(option.schema.properties)?.type)?.const === type);
  // An object with no type: the first choice whose properties it has.
  const byProperties = isObject(value) && type === undefined ? options.find((option) => fitsProperties(option, value)) : undefined;
  // A string that is an {entryField} fits the entry-field choice; any other string the first one.
  const byValue = typeof value === "string" && entryRef.test(value) ? options.find((option) => option.def === "entryRef") : undefined;
  const chosen = byType ?? byProperties ?? byValue ?? options.find((option) => option.def !== "entryRef") ?? options[0];
  if (!chosen) return resolved;
  return { ...chosen, schema: resolved.schema.discriminator ? chosen.schema : { ...chosen.schema, ...own }, def: chosen.def ?? resolved.def };
}

/**
 * The nodes of a picked node's properties and items, by name (an item by its position), each made
 * once: the walk of a file grown to 10,000 cities asks for the children of the same few hundred
 * nodes hundreds of thousands of times, and the same child node each time lets pick's answers be
 * found by the node itself.
 */
const children = new WeakMap<SchemaNode, Map<string, SchemaNode | null>>();

/** The node of a property or an item of the value `node` describes. */
export function childNode(node: SchemaNode, key: string | number, value: unknown): SchemaNode | null {
  const resolved = pick(node, value);
  let known = children.get(resolved);
  if (!known) children.set(resolved, (known = new Map<string, SchemaNode | null>()));
  const name = String(key);
  let child = known.get(name);
  if (child === undefined) known.set(name, (child = findChild(resolved, key)));
  return child;
}

function findChild(resolved: SchemaNode, key: string | number): SchemaNode | null {
  const { schema, file } = resolved;
  if (typeof key === "number" || /^\d+$/.test(key)) {
    const items = asSchema(schema.items);
    if (items) return { schema: items, file };
  }
  const property = asSchema(asSchema(schema.properties)?.[key]);
  if (property) return { schema: property, file };
  const additional = asSchema(schema.additionalProperties);
  return additional ? { schema: additional, file } : null;
}

/**
 * The nodes the values inside a value of `node` can have, one level down: its properties', its
 * items' and its other properties', each through its $ref; a child with choices (oneOf, anyOf) is
 * given once, and its choices by `choicesOf`.
 */
export function possibleChildren(node: SchemaNode): SchemaNode[] {
  const { schema, file } = node;
  return [...Object.values(asSchema(schema.properties) ?? {}), schema.items, schema.additionalProperties].flatMap((child) => {
    const childSchema = asSchema(child);
    return childSchema ? [resolve({ schema: childSchema, file })] : [];
  });
}

/** The nodes a value of `node` can be picked as, when its schema has choices (oneOf, anyOf), as `choose` makes them. */
export function choicesOf(node: SchemaNode): SchemaNode[] {
  const resolved = resolve(node);
  const choices = resolved.schema.oneOf ?? resolved.schema.anyOf;
  if (!Array.isArray(choices)) return [];
  return choices.flatMap((choice) => {
    const choiceSchema = asSchema(choice);
    if (!choiceSchema) return [];
    const option = resolve({ schema: choiceSchema, file: resolved.file });
    return [{ ...option, def: option.def ?? resolved.def }];
  });
}

const root: SchemaNode = { schema: schemaSet.root, file: schemaPaths.root };
/** The node of the whole file (the same object each time, so the answers kept for it are found). */
export const rootNode = (): SchemaNode => root;

/** The schema node for the value at a JSON pointer of pages.json, the block's own schema for a block. */
export function nodeAt(pointer: string, document: unknown): SchemaNode | null {
  let node: SchemaNode | null = rootNode();
  let value = document;
  for (const key of pointerSegments(pointer)) {
    if (!node) return null;
    node = childNode(node, key, value);
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return node && pick(node, value);
}

/** A shared definition of schema/defs.schema.json by its name (slug, phone, ...). */
export function sharedDefinition(name: string): SchemaNode {
  return resolve({ schema: { $ref: `#/$defs/${name}` }, file: schemaPaths.defs });
}

/** The names of the properties an object's node declares, in the schema's order. */
export const propertyNames = (node: SchemaNode): string[] => Object.keys(asSchema(node.schema.properties) ?? {});

/** The strings a node allows the value to be (its enum), in the schema's order. */
export const stringChoices = (node: SchemaNode): string[] =>
  Array.isArray(node.schema.enum) ? node.schema.enum.filter((choice): choice is string => typeof choice === "string") : [];

/** The schema node for a JSON pointer of pages.json (the interface). */
export function schemaAt(pointer: string, document: unknown): JsonSchema | null {
  return nodeAt(pointer, document)?.schema ?? null;
}

// The one walk of a document beside its schema: every field of pages.json (the site's settings, the
// navigation, each page, each family's template and entries), each with its kind, its place and
// the schema node that describes it, $ref, oneOf and anyOf resolved by the value (schema-nodes.ts).
// The structure checks, the lint's text index, the translation walk and the visual editor's
// controls read fields through it, so what a field is comes from the schema, never from its name.
import { kindOf, mayHoldKinds, type FieldKind } from "./field-kinds.ts";
import { childNode, nodeAt, pick, rootNode, type SchemaNode } from "./schema-nodes.ts";
import { escapePointer } from "./source.ts";

/** An object or a list a field sits in. */
export interface Enclosing {
  readonly value: object;
  readonly pointer: string;
  readonly parent: Enclosing | null;
  /** What the enclosing value is for (a button is an "action"), when the walk knows it. */
  readonly kind?: FieldKind | null;
}

export interface DocumentField {
  /** What the value is for, from the shared definition its schema refers to; null for none. */
  readonly kind: FieldKind | null;
  readonly pointer: string;
  /** The property name, or the position in its list. */
  readonly key: string | number;
  /** The nearest property name: for an item of a list, the list's own. */
  readonly property: string;
  readonly value: unknown;
  /** The schema node of the value, picked for it; null for a value the schema does not describe. */
  readonly node: SchemaNode | null;
  readonly parent: Enclosing | null;
}

/** Called with each field, a parent before its children; false leaves the field's children out. */
export type FieldVisitor = (field: DocumentField) => boolean | void;

/** Where a walk starts: the value's node (not yet picked), its place, and what encloses it. */
export interface WalkStart {
  node: SchemaNode | null;
  pointer: string;
  key?: string | number;
  property?: string;
  parent?: Enclosing | null;
}

/** Visits `value` and everything in it, beside its schema node. */
export function walkFields(value: unknown, visit: FieldVisitor, start: WalkStart): void {
  visitField(value, start.node, start.pointer, start.key ?? "", start.property ?? "", start.parent ?? null, visit);
}

function visitField(
  value: unknown,
  unpicked: SchemaNode | null,
  pointer: string,
  key: string | number,
  property: string,
  parent: Enclosing | null,
  visit: FieldVisitor,
): void {
  const node = unpicked && pick(unpicked, value);
  const kind = node && kindOf(node);
  if (value === null || typeof value !== "object") {
    visit({ kind, pointer, key, property, value, node, parent });
    return;
  }
  const field: DocumentField & Enclosing = { kind, pointer, key, property, value, node, parent };
  if (visit(field) === false) return;
  if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      visitField(item, node && childNode(node, index, value), `${pointer}/${index}`, index, property, field, visit);
    });
    return;
  }
  for (const [childKey, item] of Object.entries(value)) {
    visitField(item, node && childNode(node, childKey, value), `${pointer}/${escapePointer(childKey)}`, childKey, childKey, field, visit);
  }
}

/** Visits every field of pages.json (or of a file shaped like it: one language's, localize.ts). */
export function walkDocument(document: unknown, visit: FieldVisitor): void {
  walkFields(document, visit, { node: rootNode(), pointer: "" });
}

/**
 * Visits the value at `pointer` of pages.json (given as the value there, which the caller has at
 * hand) and everything in it; `property` names it when it is an item of a list.
 */
export function walkFieldsAt(document: unknown, pointer: string, value: unknown, visit: FieldVisitor, property?: string): void {
  const key = pointer.slice(pointer.lastIndexOf("/") + 1);
  walkFields(value, visit, { node: nodeAt(pointer, document), pointer, key, property: property ?? key });
}

// Two checks and the lint ask for the same document's fields of a kind: found in one walk per document.
const byKind = new WeakMap<object, ReadonlyMap<FieldKind, readonly DocumentField[]>>();

/** The fields of a kind in pages.json, in the order of the file. */
export function fieldsOfKind(document: object, kind: FieldKind): readonly DocumentField[] {
  let index = byKind.get(document);
  if (!index) {
    const found = new Map<FieldKind, DocumentField[]>();
    walkDocument(document, (field) => {
      if (field.kind !== null) {
        const list = found.get(field.kind);
        if (list) list.push(field);
        else found.set(field.kind, [field]);
      }
      // Nothing inside a value that holds no field of a kind is looked at: a text's languages, at
      // 10,000 cities four fifths of the file's values.
      return field.node !== null && mayHoldKinds(field.node);
    });
    byKind.set(document, (index = found));
  }
  return index.get(kind) ?? [];
}

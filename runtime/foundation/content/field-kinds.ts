// What a value of pages.json is for (a text visitors read, a picture, a link, an icon, a button...),
// read from the shared definition of the schema its node refers to. The schema is the one home of
// this knowledge: a block's property is a picture because it refers to $defs/imagePath, whatever it
// is called, so the checks, the lint and the editor's controls treat `photo` as they treat `image`.
import { choicesOf, possibleChildren, type SchemaNode } from "./schema-nodes.ts";

/** The kinds of field the product treats in a way of their own. */
export type FieldKind =
  /** Words visitors read, in English or in every language of the site ($defs/text). */
  | "text"
  /** A name that stays as written in every language ($defs/name). */
  | "name"
  /** A picture in public/ ($defs/imagePath). */
  | "picture"
  /** An address a visitor is taken to: a page of the site, or any link ($defs/internalPath, $defs/href). */
  | "link"
  /** An icon of the site's set ($defs/icon). */
  | "icon"
  /** The colour behind an icon ($defs/iconColor). */
  | "icon colour"
  /** A button: a call, a WhatsApp chat or a link ($defs/button). */
  | "action"
  /** A phone number ($defs/phone, $defs/whatsappNumber). */
  | "phone"
  /** The last part of an address ($defs/slug). */
  | "slug"
  /** In a family template, a whole value taken from the entry's field ($defs/entryRef). */
  | "entry field"
  /** One of the page families ($defs/familyName). */
  | "family";

/** Each shared definition that makes a kind, by its name in $defs. */
const kindOfDefinition: ReadonlyMap<string, FieldKind> = new Map<string, FieldKind>([
  ["text", "text"],
  ["name", "name"],
  ["imagePath", "picture"],
  ["internalPath", "link"],
  ["href", "link"],
  ["icon", "icon"],
  ["iconColor", "icon colour"],
  ["button", "action"],
  ["phone", "phone"],
  ["whatsappNumber", "phone"],
  ["slug", "slug"],
  ["entryRef", "entry field"],
  ["familyName", "family"],
]);

/** The kind of the value a node describes (a node picked for its value: schema-nodes.ts `pick`), or null for none of them. */
export function kindOf(node: SchemaNode): FieldKind | null {
  return node.def === undefined ? null : (kindOfDefinition.get(node.def) ?? null);
}

/** Kept by schema object, then by its file: the schema never changes. */
const holding = new WeakMap<object, Map<string, boolean>>();

/**
 * Whether a value the node describes can hold, at any depth, a field of one of the kinds: a walk for
 * such fields need not look inside one that cannot (a text's words in each language, a number).
 * A schema met again inside itself counts as holding one, so nothing is left out by mistake.
 */
export function mayHoldKinds(node: SchemaNode, inside: Set<object> = new Set()): boolean {
  let byFile = holding.get(node.schema);
  const known = byFile?.get(node.file);
  if (known !== undefined) return known;
  if (inside.has(node.schema)) return true;
  inside.add(node.schema);
  const holds = possibleChildren(node).some(
    (child) =>
      kindOf(child) !== null || mayHoldKinds(child, inside) || choicesOf(child).some((choice) => kindOf(choice) !== null || mayHoldKinds(choice, inside)),
  );
  inside.delete(node.schema);
  if (!byFile) holding.set(node.schema, (byFile = new Map<string, boolean>()));
  byFile.set(node.file, holds);
  return holds;
}

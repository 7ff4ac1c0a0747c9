// The shape of a block's listsEntries annotation (see blocks/place-list/place-list.schema.json): the
// generated table in pages.gen.ts holds one per block type that shows other pages' entries, typed
// with the family names the schema declares.

/** How a block's own properties are compared: each named property equals the value given. */
export type BlockCondition = Readonly<Record<string, unknown>>;

/** Which family's entries a block shows, which slugs it picks, and which of their fields it shows. */
export interface EntryListSpec<Family extends string = string> {
  /** The family, or the block property that names it. */
  readonly family: Family | { readonly property: string };
  /** The block property that lists the slugs to show (left out by a block that always shows every entry); without its value, every entry is shown. */
  readonly only?: string;
  readonly shows: readonly { readonly field: string; readonly when?: BlockCondition; readonly unless?: BlockCondition }[];
}

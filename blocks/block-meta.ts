// What a block's meta.ts may say about it (the table of them is blocks/meta.ts). A file of its own,
// so that each block's meta and the table that lists them do not import each other.
import type { BlockOf, BlockType } from "../runtime/foundation/index.ts";

export interface BlockMeta<K extends BlockType> {
  /**
   * When its code is fetched and it is hydrated: with the page (the default), or once the visitor
   * comes near it (runtime/foundation/loading/hydrate-on-view.ts). Only for blocks the registry loads lazily.
   */
  hydrate?: "with-page" | "near-view";
  /** The pictures it shows all at once, which the build may draw into one sheet (cli/build/picture-sheets.ts). */
  pictureSheet?: {
    pictures: (block: BlockOf<K>) => string[];
    withPictures: (block: BlockOf<K>, pictures: readonly string[]) => BlockOf<K>;
  };
  /** Structured data (JSON-LD) the block adds to its page, such as FAQPage for a FAQ's questions. */
  structuredData?: (block: BlockOf<K>) => Record<string, unknown> | null;
  /** How pages lint reads the block's texts. */
  lint?: {
    /** Its links are the way back up the site (a breadcrumb), not a list of places. */
    trail?: true;
    /** Its items are figures: the property holding each figure, and the one saying what it counts. */
    figures?: { value: string; label: string };
  };
}

export type BlockMetaTable = { readonly [K in BlockType]?: BlockMeta<K> };

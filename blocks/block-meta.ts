// What a block's folder may tell the rest of the builder besides rendering it, in its meta.ts: how
// its code is loaded (read by `npm run gen`, which writes the registry from it) and its meta (read
// at run time through blocks/meta.ts). Plain data and functions, no React, so the CLI can read it
// without loading any component.
import type { BlockOf, BlockType, PageData, ShellData } from "../runtime/foundation/index.ts";

/** The page a block's structured data is written for: the shell of its language and its data. */
export interface StructuredDataPage {
  shell: ShellData;
  data: PageData;
}

/**
 * How a block's code reaches the visitor's browser, `export const <camelType>Loading` in its
 * meta.ts (with-page when it has none). `npm run gen` reads it to write the registry
 * (blocks/registry.gen.ts), so nothing of it is shipped:
 * - "with-page": in the code every page loads first. For the blocks most pages have: splitting them
 *   off would cost those pages more (many small files compress worse) than it saves the others.
 * - "lazy": a file of its own, fetched by the pages that have the block, hydrated with the page.
 * - "near-view": a file of its own, fetched and hydrated once the visitor comes near the block
 *   (runtime/foundation/loading/hydrate-on-view.ts); its prerendered HTML shows until then.
 */
export type BlockLoading = "with-page" | "lazy" | "near-view";

/** `export const <camelType>Meta` in a block's meta.ts: what others must know about it at run time. */
export interface BlockMeta<K extends BlockType> {
  /** The pictures it shows all at once, which the build may draw into one sheet (cli/build/picture-sheets.ts). */
  pictureSheet?: {
    pictures: (block: BlockOf<K>) => string[];
    withPictures: (block: BlockOf<K>, pictures: readonly string[]) => BlockOf<K>;
  };
  /**
   * Structured data (JSON-LD) the block adds to its page, such as FAQPage for a FAQ's questions,
   * written by the prerender into the page's head (runtime/app/structured-data.ts), never in the
   * visitor's script.
   */
  structuredData?: (block: BlockOf<K>, page: StructuredDataPage) => Record<string, unknown> | null;
  /** How pages lint reads the block's texts. */
  lint?: {
    /** Its links are the way back up the site (a breadcrumb), not a list of places. */
    trail?: true;
    /** Its items are figures: the property holding each figure, and the one saying what it counts. */
    figures?: { value: string; label: string };
  };
}

export type BlockMetaTable = { readonly [K in BlockType]?: BlockMeta<K> };

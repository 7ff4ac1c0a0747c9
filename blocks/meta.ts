// What the rest of the builder needs to know about a block besides rendering it, kept with the
// block: the JSON-LD it adds to its page, and how pages lint reads its texts. Plain data and
// functions, no React, so the CLI can read it without loading any component.
import type { BlockOf, BlockType, ResolvedBlock } from "../runtime/foundation/index.ts";
import { breadcrumbMeta } from "./breadcrumb/meta.ts";
import { faqMeta } from "./faq/meta.ts";
import { formMeta } from "./form/meta.ts";
import { imageGridMeta } from "./image-grid/meta.ts";
import { mapMeta } from "./map/meta.ts";
import { statsMeta } from "./stats/meta.ts";

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

export const blockMeta = {
  breadcrumb: breadcrumbMeta,
  faq: faqMeta,
  form: formMeta,
  "image-grid": imageGridMeta,
  map: mapMeta,
  stats: statsMeta,
} satisfies BlockMetaTable;

/** The meta of any block, or of a value that may be one (lint reads raw, unchecked values). */
export function metaOf(block: unknown): BlockMeta<BlockType> | undefined {
  const type = (block as { type?: unknown } | null)?.type;
  // A table keyed by type gives each type its own meta; read by a type only known at run time,
  // each is one of the union's members.
  return typeof type === "string" ? ((blockMeta as BlockMetaTable)[type as BlockType] as BlockMeta<BlockType> | undefined) : undefined;
}

/** The block types hydrated once the visitor comes near them. */
export const hydratedNearView: ReadonlySet<BlockType> = new Set(
  (Object.keys(blockMeta) as BlockType[]).filter((type) => (blockMeta as BlockMetaTable)[type]?.hydrate === "near-view"),
);

/** The JSON-LD the blocks of a page add to it. */
export function blocksStructuredData(blocks: readonly ResolvedBlock[]): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (const block of blocks) {
    const data = metaOf(block)?.structuredData?.(block);
    if (data) found.push(data);
  }
  return found;
}

// What the rest of the builder needs to know about a block besides rendering it, kept with the
// block: the JSON-LD it adds to its page, and how pages lint reads its texts. Plain data and
// functions, no React, so the CLI can read it without loading any component.
import type { BlockType, ResolvedBlock } from "../runtime/foundation/index.ts";
import type { BlockMeta, BlockMetaTable } from "./block-meta.ts";
import { breadcrumbMeta } from "./breadcrumb/meta.ts";
import { faqMeta } from "./faq/meta.ts";
import { formMeta } from "./form/meta.ts";
import { imageGridMeta } from "./image-grid/meta.ts";
import { mapMeta } from "./map/meta.ts";
import { statsMeta } from "./stats/meta.ts";

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

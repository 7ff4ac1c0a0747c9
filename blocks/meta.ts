// What the rest of the builder needs to know about a block besides rendering it, kept with the
// block (its folder's meta.ts) and gathered by `npm run gen` (blocks/meta.gen.ts): the JSON-LD it
// adds to its page, how pages lint reads its texts, which blocks wait for the visitor to come near.
// Plain data and functions, no React, so the CLI can read it without loading any component.
import type { BlockType, ResolvedBlock } from "../runtime/foundation/index.ts";
import type { BlockMeta, BlockMetaTable, StructuredDataPage } from "./block-meta.ts";
import { blockMeta } from "./meta.gen.ts";

export type { BlockLoading, BlockMeta, BlockMetaTable, StructuredDataPage } from "./block-meta.ts";
export { blockMeta, hydratedNearView } from "./meta.gen.ts";

/** The meta of any block, or of a value that may be one (lint reads raw, unchecked values). */
export function metaOf(block: unknown): BlockMeta<BlockType> | undefined {
  const type = (block as { type?: unknown } | null)?.type;
  // A table keyed by type gives each type its own meta; read by a type only known at run time,
  // each is one of the union's members.
  return typeof type === "string" ? ((blockMeta as BlockMetaTable)[type as BlockType] as BlockMeta<BlockType> | undefined) : undefined;
}

/** The JSON-LD the blocks of a page add to it. */
export function blocksStructuredData(blocks: readonly ResolvedBlock[], page: StructuredDataPage): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (const block of blocks) {
    const data = metaOf(block)?.structuredData?.(block, page);
    if (data) found.push(data);
  }
  return found;
}

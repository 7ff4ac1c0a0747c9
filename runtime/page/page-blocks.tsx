import { Suspense, type ComponentType } from "react";
import type { ResolvedBlock } from "../content/types.ts";
import { registry } from "../registry.ts";
import { BlockBoundary } from "./block-boundary.tsx";

/** Renders a page's blocks in order, each inside its own error boundary. */
export function PageBlocks({ blocks }: { blocks: readonly ResolvedBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        // The registry is keyed by the block union, so the lookup's component fits this block.
        const Block = registry[block.type] as ComponentType<{ block: ResolvedBlock }>;
        return (
          <BlockBoundary key={`${block.type}-${index}`} type={block.type}>
            <Suspense fallback={null}>
              <Block block={block} />
            </Suspense>
          </BlockBoundary>
        );
      })}
    </>
  );
}

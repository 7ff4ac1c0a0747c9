import { Suspense, type ComponentType } from "react";
import type { ResolvedBlock } from "../content/types.ts";
import { registry } from "../../blocks/index.ts";
import { BlockBoundary } from "./block-boundary.tsx";
import { hydratedNearView } from "../../blocks/meta.ts";

/** Renders a page's blocks in order, each inside its own error boundary. */
export function PageBlocks({ blocks }: { blocks: readonly ResolvedBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        // The registry is keyed by the block union, so the lookup's component fits this block.
        const Block = registry[block.type] as ComponentType<{ block: ResolvedBlock }>;
        const shown = (
          <Suspense fallback={null}>
            <Block block={block} />
          </Suspense>
        );
        return (
          <BlockBoundary key={`${block.type}-${index}`} type={block.type}>
            {hydratedNearView.has(block.type) ? <div data-block={block.type}>{shown}</div> : shown}
          </BlockBoundary>
        );
      })}
    </>
  );
}

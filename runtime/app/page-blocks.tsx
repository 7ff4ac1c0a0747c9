import { Suspense, type ComponentType } from "react";
import type { ResolvedBlock } from "../foundation/content/types.ts";
import { registry } from "../../blocks/index.ts";
import { BlockBoundary } from "./block-boundary.tsx";
import { hydratedNearView } from "../../blocks/meta.ts";

/**
 * Renders a page's blocks in order, each inside its own error boundary. Given the blocks' JSON
 * pointers (the visual editor's preview), each block is marked with its own, so the editor can find
 * the block whose form is being edited.
 */
export function PageBlocks({ blocks, sources }: { blocks: readonly ResolvedBlock[]; sources?: readonly string[] }) {
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
        const placed = hydratedNearView.has(block.type) ? <div data-block={block.type}>{shown}</div> : shown;
        return (
          <BlockBoundary key={`${block.type}-${index}`} type={block.type}>
            {sources ? (
              <div data-source={sources[index]} style={{ display: "contents" }}>
                {placed}
              </div>
            ) : (
              placed
            )}
          </BlockBoundary>
        );
      })}
    </>
  );
}

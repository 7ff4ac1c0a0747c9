// The blocks' surface for the app: the registry (block type -> component), generated from the block
// folders by `npm run gen` (blocks/registry.gen.ts), and loading blocks' code ahead of rendering.
import type { BlockType } from "../runtime/foundation/index.ts";
import { registry } from "./registry.gen.ts";

export { registry, type BlockRegistry } from "./registry.gen.ts";

/** Loads the code of the given block types ahead of rendering them. */
export async function preloadBlocks(types: Iterable<BlockType>): Promise<void> {
  const loads = [...new Set(types)].flatMap((type) => {
    const component: unknown = registry[type];
    const load = typeof component === "function" || typeof component === "object" ? (component as { preload?: () => Promise<void> }).preload?.() : undefined;
    return load ? [load] : [];
  });
  await Promise.all(loads);
}

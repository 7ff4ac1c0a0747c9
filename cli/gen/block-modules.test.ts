// The registry and the meta table as generated: a static import for a block loaded with the page, a
// file of its own for a lazy one, waiting for the view for a near-view one.
import { describe, expect, it } from "vitest";
import type { BlockFolder } from "./block-folders.ts";
import { metaModule, registryModule } from "./block-modules.ts";

function block(type: string, meta: BlockFolder["meta"]): BlockFolder {
  return { type, schemaText: "", schema: {}, example: { type }, meta };
}

const blocks = [
  block("call-to-action", { loading: "with-page", hasMeta: false }),
  block("faq", { loading: "lazy", hasMeta: true }),
  block("map", { loading: "near-view", hasMeta: false }),
];

describe("registryModule", () => {
  const code = registryModule(blocks);

  it("imports a block loaded with the page, and makes each other one a file of its own", () => {
    expect(code).toContain('import { CallToActionBlock } from "./call-to-action/index.tsx";');
    expect(code).toContain('const FaqBlock = lazyBlock(() => import("./faq/index.tsx").then((module) => module.FaqBlock));');
    expect(code).toContain('const MapBlock = lazyBlock(() => import("./map/index.tsx").then((module) => module.MapBlock), () => whenNearView("map"));');
    expect(code).not.toMatch(/import \{ (Faq|Map)Block \}/);
  });

  it("lists every block by its type", () => {
    expect(code).toContain('export const registry = {\n  "call-to-action": CallToActionBlock,\n  faq: FaqBlock,\n  map: MapBlock,\n} satisfies BlockRegistry;');
  });

  it("imports no loading helper when every block comes with the page", () => {
    expect(registryModule([blocks[0]!])).not.toContain("lazyBlock");
  });
});

describe("metaModule", () => {
  it("gathers the metas there are, and the blocks that wait for the view", () => {
    const code = metaModule(blocks);
    expect(code).toContain('import { faqMeta } from "./faq/meta.ts";');
    expect(code).toContain("export const blockMeta = {\n  faq: faqMeta,\n} satisfies BlockMetaTable;");
    expect(code).toContain('new Set<BlockType>(["map"]);');
    expect(code).not.toContain("callToActionMeta");
  });
});

import type { BlockMeta } from "../block-meta.ts";

export const formMeta: BlockMeta<"form"> = {
  // The largest block code (react-hook-form and the checks), and below the fold on a phone.
  hydrate: "near-view",
};

import type { BlockMeta } from "../block-meta.ts";

export const breadcrumbMeta: BlockMeta<"breadcrumb"> = {
  // A city named in the trail is the page's own parent, not a neighbour that should link.
  lint: { trail: true },
};

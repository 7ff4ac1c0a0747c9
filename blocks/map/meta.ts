import type { BlockMeta } from "../block-meta.ts";

export const mapMeta: BlockMeta<"map"> = {
  // A drawing with no control to use, at the foot of the contact page: its code waits until the
  // visitor comes near it (1.5 KB of /contact's first-load JavaScript).
  hydrate: "near-view",
};

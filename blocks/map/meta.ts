import type { BlockLoading } from "../block-meta.ts";

// A drawing with no control to use, at the foot of the contact page: its code waits until the
// visitor comes near it (1.5 KB of /contact's first-load JavaScript).
export const mapLoading: BlockLoading = "near-view";

import type { BlockLoading } from "../block-meta.ts";

// The largest block code (react-hook-form and the checks), and below the fold on a phone.
export const formLoading: BlockLoading = "near-view";

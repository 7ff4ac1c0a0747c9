import type { BlockLoading } from "../block-meta.ts";

// Only the contact page has it.
export const liveChatLoading: BlockLoading = "lazy";

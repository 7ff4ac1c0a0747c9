import type { BlockLoading } from "../block-meta.ts";

// The list of every city, with its search: only the service-areas page has it.
export const placeIndexLoading: BlockLoading = "lazy";

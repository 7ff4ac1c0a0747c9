import type { BlockMeta } from "../block-meta.ts";

export const statsMeta: BlockMeta<"stats"> = {
  // "15,000+" under "Happy customers" is a customer count, checked against the same count elsewhere.
  lint: { figures: { value: "value", label: "label" } },
};

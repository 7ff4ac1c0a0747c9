import { css } from "@emotion/react";
import { space } from "../../runtime/theme/tokens.ts";

/** A list of tiles that shows no bullets and sits a little below the section's intro. */
export const tileList = css`
  list-style: none;
  margin: ${space.lg} 0 0;
  padding: 0;
`;

/** Columns for `count` tiles on a wide screen: three or four, whichever leaves the fuller last row. */
export function columnsFor(count: number): number {
  if (count <= 4) return Math.max(count, 1);
  const lastRowFill = (columns: number) => (count % columns === 0 ? 1 : (count % columns) / columns);
  return lastRowFill(4) >= lastRowFill(3) ? 4 : 3;
}

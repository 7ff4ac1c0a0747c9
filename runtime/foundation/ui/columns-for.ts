/** Columns for `count` tiles on a wide screen: three or four, whichever leaves the fuller last row. */
export function columnsFor(count: number): number {
  if (count <= 4) return Math.max(count, 1);
  const lastRowFill = (columns: number) => (count % columns === 0 ? 1 : (count % columns) / columns);
  return lastRowFill(4) >= lastRowFill(3) ? 4 : 3;
}

/** Splits a sorted list into `count` columns read top to bottom; column lengths differ by at most one. */
export function splitIntoColumns<T>(items: readonly T[], count: number): T[][] {
  const base = Math.floor(items.length / count);
  const longer = items.length % count;
  const columns: T[][] = [];
  let start = 0;
  for (let index = 0; index < count; index++) {
    const size = base + (index < longer ? 1 : 0);
    columns.push(items.slice(start, start + size));
    start += size;
  }
  return columns;
}

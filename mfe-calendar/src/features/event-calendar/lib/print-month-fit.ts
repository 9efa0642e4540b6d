/** The printable area of Letter held sideways less 0.4 in margins, in CSS px (96 a inch), less room for the title. */
export const PRINT_PAGE_WIDTH_PX = 10.2 * 96;
const GRID_HEIGHT_PX = 7.7 * 96 - 70;
const LARGEST_PX = 16;
const SMALLEST_PX = 6;

/** The height each week's row is given at least, so a quiet month fills the sheet rather than its top third. */
export function printRowPx(weekCount: number): number {
  return Math.floor((GRID_HEIGHT_PX * 0.9) / Math.max(1, weekCount));
}

/**
 * The largest type size (px), from 16 down to 6 in half pixels, at which the grid fits one landscape page.
 * `gridHeightAt(size)` lays the grid out at that size and answers its height: measured, because how titles and
 * badges wrap (whole words only) cannot be told from counting letters.
 */
export function fitPrintFont(gridHeightAt: (sizePx: number) => number): number {
  for (let size = LARGEST_PX; size > SMALLEST_PX; size -= 0.5) if (gridHeightAt(size) <= GRID_HEIGHT_PX) return size;
  return SMALLEST_PX;
}

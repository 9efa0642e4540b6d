/** The printable area of Letter held sideways less 0.4 in margins, in CSS px (96 a inch), less room for the title and header. */
const PAGE_WIDTH_PX = 10.2 * 96;
const GRID_HEIGHT_PX = 7.7 * 96 - 70;
const LARGEST_PX = 11;
const SMALLEST_PX = 6;
/** An average letter of a sans-serif face is about this part of the type size wide; a line is 1.25 of it high. */
const LETTER_WIDTH = 0.55;
const LINE_HEIGHT = 1.25;
/** Each cell's padding and borders, across and down. */
const CELL_PADDING_PX = 8;

/**
 * The largest type size (px) at which the weeks' events fit one landscape page: each week is as tall as its busiest day
 * (its number, then each event's wrapped lines). `weeks[w][d]` holds day d's event texts.
 */
export function fitPrintFont(weeks: string[][][]): number {
  const cellWidth = PAGE_WIDTH_PX / 7 - CELL_PADDING_PX;
  for (let size = LARGEST_PX; size > SMALLEST_PX; size -= 0.5) {
    const perLine = Math.max(1, Math.floor(cellWidth / (size * LETTER_WIDTH)));
    const height = weeks.reduce((total, week) => {
      const busiest = Math.max(...week.map((day) => day.reduce((lines, text) => lines + Math.ceil(text.length / perLine), 1)));
      return total + busiest * size * LINE_HEIGHT + CELL_PADDING_PX;
    }, 0);
    if (height <= GRID_HEIGHT_PX) return size;
  }
  return SMALLEST_PX;
}

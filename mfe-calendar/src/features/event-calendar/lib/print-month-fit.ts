/** The printable area of Letter held sideways less 0.4 in margins, in CSS px (96 a inch), less room for the title and header. */
const PAGE_WIDTH_PX = 10.2 * 96;
const GRID_HEIGHT_PX = 7.7 * 96 - 70;
const LARGEST_PX = 16;
const SMALLEST_PX = 6;
/** An average letter of a sans-serif face is about this part of the type size wide; a line is 1.25 of it high. */
const LETTER_WIDTH = 0.55;
const LINE_HEIGHT = 1.25;
/** Each cell's padding and borders, across and down. */
const CELL_PADDING_PX = 8;

/** The height each week's row is given at least, so a quiet month fills the sheet rather than its top third. */
export function printRowPx(weekCount: number): number {
  return Math.floor((GRID_HEIGHT_PX * 0.9) / Math.max(1, weekCount));
}

/**
 * The largest type size (px) at which the weeks' events fit one landscape page: each week is as tall as its busiest day
 * (its number, then each event's wrapped lines), or its least row height. `weeks[w][d]` holds day d's event texts.
 */
export function fitPrintFont(weeks: string[][][]): number {
  const least = printRowPx(weeks.length);
  const cellWidth = PAGE_WIDTH_PX / 7 - CELL_PADDING_PX;
  for (let size = LARGEST_PX; size > SMALLEST_PX; size -= 0.5) {
    const perLine = Math.max(1, Math.floor(cellWidth / (size * LETTER_WIDTH)));
    const height = weeks.reduce((total, week) => {
      // A line more per event than its letters need: words wrap whole (never split) and the category badge often takes
      // a line of its own, so counting letters alone sent a busy month onto a second sheet.
      const busiest = Math.max(...week.map((day) => day.reduce((lines, text) => lines + Math.ceil(text.length / perLine) + 1, 1)));
      return total + Math.max(least, busiest * size * LINE_HEIGHT + CELL_PADDING_PX);
    }, 0);
    if (height <= GRID_HEIGHT_PX) return size;
  }
  return SMALLEST_PX;
}

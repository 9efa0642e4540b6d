import { useLayoutEffect, type RefObject } from 'react';

const STACKED = 'data-table-stacked';

/**
 * Each body cell is labelled with its column's heading, which the stacked card shows before the value. A cell
 * spanning several columns (a row's opened details) belongs to none of their headings, so it gets none.
 */
function labelCells(table: HTMLTableElement): void {
  const headings = Array.from(table.tHead?.rows[0]?.cells ?? [], (cell) => cell.textContent?.trim() ?? '');
  for (const body of Array.from(table.tBodies))
    for (const row of Array.from(body.rows)) {
      let column = 0;
      for (const cell of Array.from(row.cells)) {
        cell.dataset.label = cell.colSpan > 1 ? '' : (headings[column] ?? '');
        column += cell.colSpan;
      }
    }
}

/**
 * Stacks the table's rows as cards whenever the table, laid out as a table, would be wider than its region:
 * decided from the real content at the real text size, so no breakpoint has to guess the widest e-mail address.
 * Runs before paint (a resize observer's callback and a layout effect), so the too-wide table is never drawn.
 */
export function useStackWhenNarrow(region: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = region.current;
    const table = element?.querySelector('table');
    if (!element || !table) return;
    let fittedTo = '';
    const space = () => `${element.clientWidth} ${getComputedStyle(element).fontSize}`;
    const fit = () => {
      labelCells(table);
      element.classList.remove(STACKED);
      table.tHead?.classList.remove('visually-hidden');
      table.caption?.classList.remove('d-block');
      const stacked = element.scrollWidth > element.clientWidth + 1;
      element.classList.toggle(STACKED, stacked);
      // The cards name each value; the head row stays for screen readers' column headers.
      table.tHead?.classList.toggle('visually-hidden', stacked);
      // A table-caption inside a table drawn as a block shrinks to its longest word: a caption above the cards is a block.
      table.caption?.classList.toggle('d-block', stacked);
      fittedTo = space();
    };
    fit();
    // jsdom has no ResizeObserver; there the first fit is all there is.
    if (typeof ResizeObserver === 'undefined') return;
    // Stacking changes the region's height only: re-fit on a change of width or text size, or of the rows.
    const resized = new ResizeObserver(() => space() !== fittedTo && fit());
    resized.observe(element);
    const changed = new MutationObserver(fit);
    changed.observe(table, { childList: true, subtree: true, characterData: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [region]);
}

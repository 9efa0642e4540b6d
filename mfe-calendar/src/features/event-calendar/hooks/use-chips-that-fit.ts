import { useLayoutEffect, useState, type RefObject } from 'react';
import { useResizeObserver } from '@greenroom/sdk';

/** How many chips each day (yyyy-mm-dd) shows; the rest are behind "+N more". */
export type ChipCounts = ReadonlyMap<string, number>;

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * How many chips, ending at `ends` (px from the cell's top), fit above `bottom`: all of them, or as many as leave
 * room for the "+N more" button below them (one at least: a day grows to show its first chip).
 */
export function chipsThatFit(ends: readonly number[], bottom: number, gap: number, more: number): number {
  if (ends[ends.length - 1] <= bottom) return ends.length;
  let fit = 1;
  while (fit < ends.length - 1 && ends[fit] + gap + more <= bottom) fit++;
  return fit;
}

/**
 * Counts, in every day cell of the grid, the chips that fit the cell's height (its min-height: a day grows only
 * to show its first chip). When they do not all fit, the room of the "+N more" button is kept free below them.
 * The cells are drawn with every chip and a "+N more" to measure; a day with one chip more than fits shows it.
 */
function measure(grid: HTMLElement): ChipCounts {
  const counts = new Map<string, number>();
  for (const cell of Array.from(grid.querySelectorAll<HTMLElement>('[data-date]'))) {
    const chips = Array.from(cell.querySelectorAll<HTMLElement>('[data-chip]'));
    if (chips.length === 0) continue;
    const style = getComputedStyle(cell);
    const bottom = px(style.minHeight) - px(style.paddingBottom);
    const gap = px(style.rowGap);
    const more = cell.querySelector<HTMLElement>('[data-more]')?.offsetHeight ?? 0;
    const ends = chips.map((chip) => chip.offsetTop + chip.offsetHeight);
    counts.set(cell.dataset.date ?? '', chipsThatFit(ends, bottom, gap, more));
  }
  return counts;
}

/**
 * As many chips as fit each day's cell, re-counted when the events, the grid's width or the text size change.
 * null while measuring: the grid then draws every chip. Both passes run before the browser paints.
 */
export function useChipsThatFit(grid: RefObject<HTMLElement | null>, events: unknown): ChipCounts | null {
  const [space, setSpace] = useState('');
  const [fitted, setFitted] = useState<{ events: unknown; space: string; counts: ChipCounts } | null>(null);

  useResizeObserver(grid, (element) => setSpace(`${element.clientWidth} ${getComputedStyle(element).fontSize}`));

  const counts = fitted && fitted.events === events && fitted.space === space ? fitted.counts : null;
  useLayoutEffect(() => {
    if (counts || !space || !grid.current) return;
    setFitted({ events, space, counts: measure(grid.current) });
  }, [counts, events, space, grid]);
  return counts;
}

/**
 * The room a chip takes around its title in a day of the grid: the day's and the chip's padding (0.35rem each side,
 * at their widest) and borders (1px and 2px each side), from calendar.module.css.
 */
const CHIP_FRAME_REM = 1.4;
const CHIP_FRAME_PX = 6;

/**
 * How wide (in rem) the month grid must be for the widest word of these titles to fit a chip whole: seven days of
 * that word and the chip's frame. Measured in the page's font at the member's text size, before the grid is drawn,
 * so the calendar can choose the list instead of a grid whose chips would break "Rehearsal" into "Rehears / al".
 * Zero where nothing is laid out (jsdom).
 */
export function monthGridRem(titles: readonly string[]): number {
  const words = [...new Set(titles.flatMap((title) => title.split(/\s+/)).filter(Boolean))];
  if (words.length === 0) return 0;
  const probe = document.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = 'position:absolute;visibility:hidden;top:0;left:0;font-size:1rem;white-space:nowrap';
  for (const word of words) {
    const line = document.createElement('span');
    line.style.cssText = 'display:block;width:max-content';
    line.textContent = word;
    probe.append(line);
  }
  document.body.append(probe);
  // One layout for all the words: every width is read after they are all in the page.
  const widest = Math.max(...Array.from(probe.children, (line) => line.getBoundingClientRect().width));
  probe.remove();
  if (widest === 0) return 0;
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return 7 * (widest / rem + CHIP_FRAME_REM + CHIP_FRAME_PX / rem);
}

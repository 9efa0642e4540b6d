import { categoryColors, type CalendarCategory, type CalendarEventRecord } from '@greenroom/contracts';
import { chipTime } from '../../../common/event-time';
import { WEEKDAY_HEADERS, type DayCell } from '../lib/month-grid';
import { useLayoutEffect, useRef, useState } from 'react';
import { fitPrintFont, PRINT_PAGE_WIDTH_PX, printRowPx } from '../lib/print-month-fit';
import styles from './calendar.module.css';

interface PrintMonthProps {
  title: string;
  cells: DayCell[];
  eventsByDay: Map<string, CalendarEventRecord[]>;
  categories: CalendarCategory[];
}

/** Letter held sideways, small margins: the whole month on one sheet. Only in the page while the calendar is. */
const PAGE_RULE = '@page { size: letter landscape; margin: 0.4in; }';

/**
 * Lays the hidden print copy out off-screen at the page's width and keeps the largest type size at which its grid
 * fits the sheet; again before printing, when every web font has loaded.
 */
function useFittedPrintFont(contentKey: string) {
  const box = useRef<HTMLDivElement>(null);
  const [fontPx, setFontPx] = useState(16);
  useLayoutEffect(() => {
    const element = box.current;
    const grid = element?.querySelector('table');
    if (!element || !grid) return;
    const fit = () => {
      element.classList.add(styles.measuring);
      // A little narrower than the sheet: the page's own containers may keep a few pixels of padding on paper.
      element.style.width = `${PRINT_PAGE_WIDTH_PX - 24}px`;
      const size = fitPrintFont((px) => {
        element.style.fontSize = `${px}px`;
        return grid.offsetHeight;
      });
      element.classList.remove(styles.measuring);
      element.style.width = '';
      element.style.fontSize = `${size}px`;
      setFontPx(size);
    };
    fit();
    addEventListener('beforeprint', fit);
    return () => removeEventListener('beforeprint', fit);
  }, [contentKey]);
  return { box, fontPx };
}

/**
 * The month on paper: titled, one landscape page, the grid's type made as small as the busiest weeks need (never
 * larger than 16 px, never smaller than 6 px) so nothing moves to a second sheet. Category badges print as dark text
 * in an outline of their colour: a white-on-colour badge prints pale grey when backgrounds are not printed.
 */
export function PrintMonth({ title, cells, eventsByDay, categories }: PrintMonthProps) {
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7)).filter((week) =>
    week.some((cell) => cell.inMonth),
  );
  const printed = weeks.flatMap((week) =>
    week.map((cell) =>
      cell.inMonth
        ? (eventsByDay.get(cell.date) ?? []).map((event) => `${chipTime(event.fields, cell.date)} ${event.fields.Title} ${event.fields.Category}`)
        : [],
    ),
  );
  const { box, fontPx } = useFittedPrintFont(JSON.stringify(printed));
  const rowPx = printRowPx(weeks.length);
  return (
    // Hidden from assistive technology: a copy, for paper only, of what the grid or list shows on screen.
    <div ref={box} className={styles.printMonth} data-testid="print-month" aria-hidden="true" style={{ fontSize: `${fontPx}px` }}>
      <style>{PAGE_RULE}</style>
      <h2 className={styles.printMonthTitle}>{title}</h2>
      <table className={styles.printGrid}>
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].date} style={{ height: `${rowPx}px` }}>
              {week.map((cell) => (
                <td key={cell.date}>
                  {cell.inMonth && (
                    <>
                      <div className={styles.printDayNumber}>{cell.dayOfMonth}</div>
                      {(eventsByDay.get(cell.date) ?? []).map((event) => (
                        <div key={event.id} className={styles.printEvent}>
                          <strong>{chipTime(event.fields, cell.date)}</strong> {event.fields.Title}{' '}
                          <span
                            className={styles.printBadge}
                            style={{ borderColor: categoryColors(event.fields.Category, categories).fillColor }}
                            data-print-badge
                          >
                            {event.fields.Category}
                          </span>
                        </div>
                      ))}
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

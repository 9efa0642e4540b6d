import type { CalendarCategory, CalendarEventRecord } from '@greenroom/contracts';
import { useRef } from 'react';
import { formatDay } from '../../../common/event-time';
import { useChipsThatFit } from '../hooks/use-chips-that-fit';
import { WEEKDAY_HEADERS, type DayCell } from '../lib/month-grid';
import styles from './calendar.module.css';
import { EventChip } from './EventChip';

interface MonthGridProps {
  cells: DayCell[];
  eventsByDay: Map<string, CalendarEventRecord[]>;
  categories: CalendarCategory[];
  /** Absent for members who may only read the calendar. */
  onAddOnDay?: (date: string) => void;
  onOpenEvent: (event: CalendarEventRecord) => void;
  onOpenDay: (date: string) => void;
}

export function MonthGrid({ cells, eventsByDay, categories, onAddOnDay, onOpenEvent, onOpenDay }: MonthGridProps) {
  const grid = useRef<HTMLDivElement>(null);
  // A day shows as many chips as its cell's height holds, then "+N more" (null: every chip, to measure them).
  const fits = useChipsThatFit(grid, eventsByDay);
  return (
    <div ref={grid} className={styles.grid} role="table" aria-label="Month calendar" data-testid="month-grid">
      <div role="row" style={{ display: 'contents' }}>
        {WEEKDAY_HEADERS.map((weekday) => (
          <div key={weekday} role="columnheader" className={styles.weekday}>
            {weekday}
          </div>
        ))}
      </div>
      {Array.from({ length: cells.length / 7 }, (_, week) => (
        <div key={week} role="row" style={{ display: 'contents' }}>
          {cells.slice(week * 7, week * 7 + 7).map((cell) => {
            const events = eventsByDay.get(cell.date) ?? [];
            const shown = fits ? events.slice(0, fits.get(cell.date) ?? events.length) : events;
            const hidden = fits ? events.length - shown.length : events.length;
            const classes = [
              styles.day,
              !cell.inMonth && styles.outside,
              cell.isToday && styles.today,
              events.length > 0 && styles.hasEvents,
              !onAddOnDay && styles.readOnly,
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <div
                key={cell.date}
                role="cell"
                className={classes}
                data-date={cell.date}
                aria-label={formatDay(cell.date)}
                aria-current={cell.isToday ? 'date' : undefined}
                onClick={onAddOnDay ? () => onAddOnDay(cell.date) : undefined}
              >
                <span className={styles.dayNumber} aria-hidden="true">
                  {cell.dayOfMonth}
                </span>
                {shown.map((event) => (
                  <EventChip key={event.id} event={event} day={cell.date} categories={categories} onOpen={onOpenEvent} />
                ))}
                {hidden > 0 && (
                  <button
                    type="button"
                    className={styles.more}
                    data-more
                    aria-label={`+${hidden} more events on ${formatDay(cell.date)}`}
                    onClick={(click) => {
                      click.stopPropagation();
                      onOpenDay(cell.date);
                    }}
                  >
                    +{hidden} more
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

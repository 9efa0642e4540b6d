import { borderColorFor, categoryColors, type CalendarCategory, type CalendarEventRecord } from '@greenroom/contracts';
import { chipTime, formatDay } from '../../../shared/event-time';
import { WEEKDAY_HEADERS, type DayCell } from '../lib/month-grid';
import styles from './calendar.module.css';

interface MonthGridProps {
  cells: DayCell[];
  eventsByDay: Map<string, CalendarEventRecord[]>;
  categories: CalendarCategory[];
  /** Absent for members who may only read the calendar. */
  onAddOnDay?: (date: string) => void;
  onOpenEvent: (event: CalendarEventRecord) => void;
}

export function MonthGrid({ cells, eventsByDay, categories, onAddOnDay, onOpenEvent }: MonthGridProps) {
  return (
    <div className={styles.grid} role="table" aria-label="Month calendar" data-testid="month-grid">
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
                {events.map((event) => {
                  const colors = categoryColors(event.fields.Category, categories);
                  return (
                    <button
                      key={event.id}
                      type="button"
                      className={styles.chip}
                      style={{ backgroundColor: colors.fillColor, color: colors.textColor, borderColor: borderColorFor(colors.fillColor) }}
                      onClick={(click) => {
                        click.stopPropagation();
                        onOpenEvent(event);
                      }}
                    >
                      <span className={styles.chipTime}>{chipTime(event.fields)}</span> {event.fields.Title}
                    </button>
                  );
                })}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

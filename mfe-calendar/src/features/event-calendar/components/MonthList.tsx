import { categoryColors, type CalendarCategory, type CalendarEventRecord } from '@greenroom/contracts';
import { Badge } from 'react-bootstrap';
import { chipTime, formatDay } from '../../../common/event-time';
import type { DayCell } from '../lib/month-grid';
import styles from './calendar.module.css';

interface MonthListProps {
  cells: DayCell[];
  eventsByDay: Map<string, CalendarEventRecord[]>;
  categories: CalendarCategory[];
  onOpenEvent: (event: CalendarEventRecord) => void;
}

/** The month as a list of its days that have events: what a phone shows (a grid cell there is too narrow for a title) and what prints. */
export function MonthList({ cells, eventsByDay, categories, onOpenEvent }: MonthListProps) {
  const days = cells.filter((cell) => cell.inMonth && eventsByDay.has(cell.date));
  if (days.length === 0) return null;
  return (
    <div className={styles.list} data-testid="month-list">
      {days.map((cell) => (
        <section key={cell.date} className={styles.listDay} aria-labelledby={`list-day-${cell.date}`} data-list-date={cell.date}>
          <h3 id={`list-day-${cell.date}`} className={styles.listDayTitle}>
            {formatDay(cell.date)}
            {cell.isToday && <span className="ms-2">(Today)</span>}
          </h3>
          <ul className="list-unstyled mb-0">
            {(eventsByDay.get(cell.date) ?? []).map((event) => {
              const colors = categoryColors(event.fields.Category, categories);
              return (
                <li key={event.id} className={styles.listEvent}>
                  <button type="button" className={styles.listEventButton} onClick={() => onOpenEvent(event)}>
                    <span className={styles.chipTime}>{chipTime(event.fields, cell.date)}</span>{' '}
                    <span className={styles.chipTitle}>{event.fields.Title}</span>
                  </button>
                  <Badge bg="" className={styles.listBadge} style={{ backgroundColor: colors.fillColor, color: colors.textColor }}>
                    {event.fields.Category}
                  </Badge>
                  {event.fields.Location && <div>{event.fields.Location}</div>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

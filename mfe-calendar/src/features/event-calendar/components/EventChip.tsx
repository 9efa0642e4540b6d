import { borderColorFor, categoryColors, type CalendarCategory, type CalendarEventRecord } from '@greenroom/contracts';
import { chipTime } from '../../../common/event-time';
import styles from './calendar.module.css';

interface EventChipProps {
  event: CalendarEventRecord;
  /** The day (yyyy-mm-dd) the chip stands on: an overnight event's second day reads 'Until 1:00 AM'. */
  day: string;
  categories: CalendarCategory[];
  onOpen: (event: CalendarEventRecord) => void;
}

/**
 * docs/spec-summary.md §2.2.7: the start time ('All Day') and the title in the category's colours. The whole title wraps, never cut:
 * a member must be able to tell a rehearsal from a board meeting without opening it. The category is in the
 * accessible name too, since colour cannot be the only carrier of it (WCAG 1.4.1).
 */
export function EventChip({ event, day, categories, onOpen }: EventChipProps) {
  const colors = categoryColors(event.fields.Category, categories);
  const time = chipTime(event.fields, day);
  return (
    <button
      type="button"
      className={styles.chip}
      data-chip
      style={{ backgroundColor: colors.fillColor, color: colors.textColor, borderColor: borderColorFor(colors.fillColor) }}
      aria-label={`${time} ${event.fields.Title}, ${event.fields.Category}`}
      onClick={(click) => {
        // The day cell behind the chip opens Add Event on a click.
        click.stopPropagation();
        onOpen(event);
      }}
    >
      <span className={styles.chipTime}>{time}</span> <span className={styles.chipTitle}>{event.fields.Title}</span>
    </button>
  );
}

import { borderColorFor, categoryColors, type CalendarCategory, type CalendarEventRecord } from '@greenroom/contracts';
import styles from './calendar.module.css';

interface CategoryLegendProps {
  events: CalendarEventRecord[];
  categories: CalendarCategory[];
}

/**
 * Only the categories the loaded events use, in their colours and in the office's order (Calendar Categories); a
 * name no longer in the list (an event imported so) comes after, by name.
 */
export function CategoryLegend({ events, categories }: CategoryLegendProps) {
  const inEvents = new Set(events.map((event) => event.fields.Category));
  const listed = categories.map((category) => category.name).filter((name) => inEvents.has(name));
  const used = [...listed, ...[...inEvents].filter((name) => !listed.includes(name)).sort()];
  if (used.length === 0) return null;
  return (
    <section className={styles.legend} aria-labelledby="category-legend-title">
      <h2 id="category-legend-title" className="h5 mb-0 me-2">
        Categories
      </h2>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
        {used.map((name) => {
          const colors = categoryColors(name, categories);
          return (
            <li
              key={name}
              className={styles.legendItem}
              style={{ backgroundColor: colors.fillColor, color: colors.textColor, borderColor: borderColorFor(colors.fillColor) }}
            >
              {name}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

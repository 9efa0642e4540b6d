import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import type { CalendarView } from '../hooks/use-calendar-view';

interface CalendarViewSwitchProps {
  view: CalendarView;
  onChange: (view: CalendarView) => void;
}

/**
 * Two radio buttons, so arrow keys move between them and a screen reader says which is chosen. A tap on the view
 * already shown is a choice too: it is remembered, so the month no longer follows the automatic default.
 */
export function CalendarViewSwitch({ view, onChange }: CalendarViewSwitchProps) {
  return (
    <div role="group" aria-labelledby="calendar-view-label" className="d-flex flex-wrap align-items-center gap-2 d-print-none">
      <span id="calendar-view-label" className="fw-bold">
        Show as
      </span>
      <ToggleButtonGroup type="radio" name="calendar-view" value={view} onChange={onChange} className="flex-wrap">
        <ToggleButton id="calendar-view-grid" value="grid" variant="outline-dark" size="lg" onClick={() => onChange('grid')}>
          Month grid
        </ToggleButton>
        <ToggleButton id="calendar-view-list" value="list" variant="outline-dark" size="lg" onClick={() => onChange('list')}>
          List
        </ToggleButton>
      </ToggleButtonGroup>
    </div>
  );
}

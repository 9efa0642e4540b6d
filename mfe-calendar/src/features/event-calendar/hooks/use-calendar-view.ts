import { useCallback, useState } from 'react';

export type CalendarView = 'grid' | 'list';

/** The member's own choice between the month grid and the list, remembered in this browser. */
export const CALENDAR_VIEW_KEY = 'greenroom.calendar.view';

function storedView(): CalendarView | null {
  const stored = localStorage.getItem(CALENDAR_VIEW_KEY);
  return stored === 'grid' || stored === 'list' ? stored : null;
}

/** The remembered view, or, until the member chooses, the list where the grid's cells are too narrow for titles. */
export function useCalendarView(narrow: boolean): [CalendarView, (view: CalendarView) => void] {
  const [chosen, setChosen] = useState(storedView);
  const choose = useCallback((view: CalendarView) => {
    localStorage.setItem(CALENDAR_VIEW_KEY, view);
    setChosen(view);
  }, []);
  return [chosen ?? (narrow ? 'list' : 'grid'), choose];
}

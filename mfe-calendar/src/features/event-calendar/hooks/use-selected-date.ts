import { useCallback, useState } from 'react';

/** docs/spec-summary.md §2.2.7: the day chosen for a new event is remembered in session storage. */
export const SELECTED_DATE_KEY = 'greenroom.calendar.selectedDate';

export function useSelectedDate(fallback: string): [string, (date: string) => void] {
  const [date, setDate] = useState(() => sessionStorage.getItem(SELECTED_DATE_KEY) ?? fallback);
  const remember = useCallback((next: string) => {
    sessionStorage.setItem(SELECTED_DATE_KEY, next);
    setDate(next);
  }, []);
  return [date, remember];
}

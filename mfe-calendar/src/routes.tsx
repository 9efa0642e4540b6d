import { Route, Routes } from 'react-router';
import { EventCalendarScreen } from './features/event-calendar/components/EventCalendarScreen';

/** The shell renders this under a `/*` route, so these paths are the portal's own URLs. */
export default function CalendarRoutes() {
  return (
    <Routes>
      <Route path="/event-calendar" element={<EventCalendarScreen />} />
      <Route path="/new-event" element={<EventCalendarScreen />} />
      <Route path="/edit-event" element={<EventCalendarScreen />} />
    </Routes>
  );
}

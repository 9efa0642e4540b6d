import { RemoteRoutes } from '@greenroom/sdk';
import { EventCalendarScreen } from './features/event-calendar/components/EventCalendarScreen';

// The event dialogs open over the calendar, so their paths show it too.
const SCREENS = { '/event-calendar': EventCalendarScreen, '/new-event': EventCalendarScreen, '/edit-event': EventCalendarScreen };

export default function CalendarRoutes() {
  return <RemoteRoutes screens={SCREENS} />;
}

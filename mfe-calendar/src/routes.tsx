import { RemoteRoutes } from '@greenroom/sdk';
import { CalendarCategoriesScreen } from './features/calendar-categories/components/CalendarCategoriesScreen';
import { EventCalendarScreen } from './features/event-calendar/components/EventCalendarScreen';

// The event dialogs open over the calendar, so their paths show it too.
const SCREENS = {
  '/event-calendar': EventCalendarScreen,
  '/new-event': EventCalendarScreen,
  '/edit-event': EventCalendarScreen,
  '/calendar-categories': CalendarCategoriesScreen,
};

export default function CalendarRoutes() {
  return <RemoteRoutes screens={SCREENS} />;
}

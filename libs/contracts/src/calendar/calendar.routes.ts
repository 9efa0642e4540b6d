import { TextResponseSchema } from '../common/responses';
import { ADMIN_ONLY, ALL_MEMBER_ROLES, ORGANIZER_ROLES } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import {
  CalendarCategoriesResponseSchema,
  CalendarCategoryResponseSchema,
  CalendarDataResponseSchema,
  CalendarDeleteResponseSchema,
  CalendarEventResponseSchema,
  CalendarFeedLinkSchema,
  CalendarFeedStatusSchema,
  CalendarSeriesResponseSchema,
  GlanceResponseSchema,
} from './calendar';

export const calendarCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/calendar-categories',
  response: CalendarCategoriesResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const createCalendarCategoryRoute = defineRoute({
  method: 'POST',
  path: '/api/calendar-categories',
  response: CalendarCategoryResponseSchema,
  access: { roles: ADMIN_ONLY },
  status: 201,
});
export const updateCalendarCategoryRoute = defineRoute({
  method: 'PATCH',
  path: '/api/calendar-categories/:id',
  response: CalendarCategoryResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const retireCalendarCategoryRoute = defineRoute({
  method: 'POST',
  path: '/api/calendar-categories/:id/retire',
  response: CalendarCategoryResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const restoreCalendarCategoryRoute = defineRoute({
  method: 'POST',
  path: '/api/calendar-categories/:id/restore',
  response: CalendarCategoryResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const orderCalendarCategoriesRoute = defineRoute({
  method: 'PUT',
  path: '/api/calendar-categories/order',
  response: CalendarCategoriesResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const calendarDataRoute = defineRoute({
  method: 'GET',
  path: '/api/calendar-data',
  response: CalendarDataResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const calendarEventRoute = defineRoute({
  method: 'GET',
  path: '/api/calendar-data/:id',
  response: CalendarEventResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const createCalendarEventRoute = defineRoute({
  method: 'POST',
  path: '/api/calendar-data',
  response: CalendarEventResponseSchema,
  access: { roles: ORGANIZER_ROLES },
  status: 201,
});
export const createCalendarSeriesRoute = defineRoute({
  method: 'POST',
  path: '/api/calendar-data/series',
  response: CalendarSeriesResponseSchema,
  access: { roles: ORGANIZER_ROLES },
  status: 201,
});
export const updateCalendarEventRoute = defineRoute({
  method: 'PATCH',
  path: '/api/calendar-data/:id',
  response: CalendarEventResponseSchema,
  access: { roles: ORGANIZER_ROLES },
});
export const deleteCalendarEventRoute = defineRoute({
  method: 'DELETE',
  path: '/api/calendar-data/:id',
  response: CalendarDeleteResponseSchema,
  access: { roles: ORGANIZER_ROLES },
});
export const eventsAtAGlanceRoute = defineRoute({
  method: 'GET',
  path: '/membership/calendar/events-at-a-glance',
  response: GlanceResponseSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const calendarFeedStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/calendar-feed',
  response: CalendarFeedStatusSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const calendarFeedLinkRoute = defineRoute({
  method: 'GET',
  path: '/api/calendar-feed/link',
  response: CalendarFeedLinkSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
export const renewCalendarFeedRoute = defineRoute({
  method: 'POST',
  path: '/api/calendar-feed',
  response: CalendarFeedLinkSchema,
  access: { roles: ALL_MEMBER_ROLES },
  status: 201,
});
export const revokeCalendarFeedRoute = defineRoute({
  method: 'DELETE',
  path: '/api/calendar-feed',
  response: CalendarFeedStatusSchema,
  access: { roles: ALL_MEMBER_ROLES },
});
/** The iCalendar file a calendar app subscribes to: the token in the URL is the only credential. */
export const calendarFeedFileRoute = defineRoute({
  method: 'GET',
  path: '/api/calendar-feed/:token/calendar.ics',
  response: TextResponseSchema,
  access: { public: true },
});

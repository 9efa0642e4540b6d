import { calendarCategoriesRoute, eventsAtAGlanceRoute, GLANCE_DAYS_OUT, GLANCE_LIMIT } from '@greenroom/contracts';
import { apiFetch } from '../api/api-fetch';

// The two reads of the dashboard's Events At A Glance card (the calendar remote's widget). They live in the shared SDK
// so the widget's responses are checked with the portal's own zod: the dashboard no longer loads the calendar's copy.

/** The next GLANCE_DAYS_OUT days, at most GLANCE_LIMIT events. */
export async function getGlanceEvents() {
  return (await apiFetch(eventsAtAGlanceRoute, { query: { daysOut: GLANCE_DAYS_OUT, limit: GLANCE_LIMIT } })).records;
}

/** Each category's colours, retired ones too. */
export async function getCalendarCategories() {
  return (await apiFetch(calendarCategoriesRoute)).categories;
}

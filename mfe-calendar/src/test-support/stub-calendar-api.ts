import { calendarCategoriesRoute, calendarDataRoute, routeKey } from '@greenroom/contracts';
import { stubApi, type ApiStubs, type StubbedApi } from '@greenroom/testing';

/** The two calls every calendar screen makes, answered empty, beside the test's own stubs (which win). */
export function stubCalendarApi(stubs: ApiStubs = {}): StubbedApi {
  return stubApi({
    [routeKey(calendarCategoriesRoute)]: () => Response.json({ categories: [] }),
    [routeKey(calendarDataRoute)]: () => Response.json({ records: [] }),
    ...stubs,
  });
}

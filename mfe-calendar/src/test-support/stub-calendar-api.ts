import { stubApi, type ApiStubs, type StubbedApi } from '@greenroom/testing';

/** The two calls every calendar screen makes, answered empty, beside the test's own stubs (which win). */
export function stubCalendarApi(stubs: ApiStubs = {}): StubbedApi {
  return stubApi({
    'GET /api/calendar-categories': () => Response.json({ categories: [] }),
    'GET /api/calendar-data': () => Response.json({ records: [] }),
    ...stubs,
  });
}

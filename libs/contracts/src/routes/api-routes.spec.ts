import { sendMassEmailRoute } from '../email/email.routes';
import { seasonAttendeesCsvRoute } from '../rsvp/rsvp.routes';
import { API_ROUTES } from './api-routes';
import { routeKey, routeUrl } from './define-route';

describe('the route objects', () => {
  it('name each served route once, by its full path as served', () => {
    const keys = API_ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(API_ROUTES.filter((route) => !/^\/(api|membership)\/[\w./:-]+$/.test(route.path))).toEqual([]);
  });

  it('keep deny by default: a route is public or names the roles that may call it', () => {
    expect(API_ROUTES.filter((route) => !('public' in route.access) && route.access.roles.length === 0)).toEqual([]);
  });
});

describe('routeKey and routeUrl', () => {
  it("key a route 'METHOD /path' with its params as written", () => {
    expect(routeKey(sendMassEmailRoute)).toBe('POST /api/email/send-mass');
    expect(routeKey(seasonAttendeesCsvRoute)).toBe('GET /api/rsvp-events/:key/seasons/:season/attendees.csv');
  });

  it('build the URL: each param encoded, the query without its undefined values', () => {
    expect(routeUrl(sendMassEmailRoute)).toBe('/api/email/send-mass');
    expect(routeUrl(seasonAttendeesCsvRoute, { key: 'may social', season: 3 })).toBe('/api/rsvp-events/may%20social/seasons/3/attendees.csv');
    expect(routeUrl(seasonAttendeesCsvRoute, { key: 'a/b', season: 1 }, { past: true, from: undefined, q: 'x&y' })).toBe(
      '/api/rsvp-events/a%2Fb/seasons/1/attendees.csv?past=true&q=x%26y',
    );
    expect(routeUrl(sendMassEmailRoute, undefined, { tz: 'UTC', type: ['a', 'b c'], none: [] })).toBe('/api/email/send-mass?tz=UTC&type=a&type=b+c');
  });
});

import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { API_ROUTES, routeKey, type ApiRoute } from '@greenroom/contracts';
import { AppModule } from '../app.module';
import { AppConfig } from '../config/app-config';
import { controllerFiles } from './controller-files';
import { routeTable, type RouteRow } from './route-table';

/**
 * The API folder that serves a URL, where it is not the URL's first segment after /api/ (for the one route outside
 * /api, `membership`): the longest prefix written here wins. Older flat URLs keep their spec names, so their
 * domain folder is named here.
 */
const FOLDER_OF_URL: Record<string, string> = {
  '/api/admin/queues-session': 'queue-dashboard',
  '/api/audition-applications': 'auditions',
  '/api/show-information': 'auditions',
  '/api/shows': 'auditions',
  // The auditions module keeps the headshots and the audition profile; it imports the members module, so the
  // members folder cannot serve them without a cycle.
  '/api/members/:memberId': 'auditions',
  '/api/calendar-categories': 'calendar',
  '/api/calendar-data': 'calendar',
  '/api/calendar-feed': 'calendar',
  '/membership/calendar': 'calendar',
  '/api/membership-groups': 'email',
  '/api/email-logs': 'email',
  '/api/email-scheduler-settings': 'email',
  '/api/email-scheduler-status': 'email',
  '/api/email-stats': 'email',
  '/api/email-timeline': 'email',
  '/api/events-preview': 'email',
  '/api/send-test-email': 'email',
  '/api/toggle-email-scheduler': 'email',
  '/api/membership/member-log': 'member-log',
  '/api/membership/play-reading': 'play-reading',
  '/api/membership/rsvp-status': 'play-reading',
  '/api/membership/update-play-reading-rsvp': 'play-reading',
  '/api/holiday-party-attendees': 'rsvp',
  '/api/may-social-attendees': 'rsvp',
  '/api/rsvp-events': 'rsvp',
  '/api/update-holiday-rsvp': 'rsvp',
  '/api/update-social-rsvp': 'rsvp',
  '/api/members-nav': 'navigation',
  '/api/status-choices': 'members',
  '/api/office-info': 'office',
  '/api/release-tokens': 'remotes',
  '/api/subscription-choices': 'subscriptions',
  '/api/unsubscribe': 'subscriptions',
  '/api/update-user-subscriptions': 'subscriptions',
  '/api/user-subscriptions': 'subscriptions',
  '/api/team-choices': 'teams',
  '/api/update-member-teams': 'teams',
};

function folderOf(url: string): string {
  const prefix = Object.keys(FOLDER_OF_URL)
    .filter((candidate) => url === candidate || url.startsWith(candidate))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? FOLDER_OF_URL[prefix] : url.replace(/^\/api\//, '/').split('/')[1];
}

const served = (route: ApiRoute) => ({
  method: route.method,
  path: route.path,
  access:
    'public' in route.access
      ? { public: true, roles: [], releaseToken: false }
      : { public: false, roles: [...route.access.roles], releaseToken: !!route.access.releaseToken },
  status: route.status ?? 200,
});

describe('the route objects (libs/contracts) against the routes the API serves', () => {
  let rows: RouteRow[];

  beforeAll(async () => {
    // Preview mode reads the modules without instantiating them: no database or Redis behind this test.
    const app = await NestFactory.create(AppModule.forRoot(AppConfig.fromEnv({})), { preview: true, logger: false });
    rows = routeTable(app);
    await app.close();
  });

  it('serves every controller route from a route object (@Route), one listed in API_ROUTES', () => {
    const strays = rows.filter((row) => !row.route || !API_ROUTES.includes(row.route as (typeof API_ROUTES)[number]));
    expect(strays.map((row) => `${row.method} ${row.path} (${row.controller.name}.${row.handler})`)).toEqual([]);
  });

  it('serves every route object exactly once', () => {
    const servedKeys = rows.flatMap((row) => (row.route ? [routeKey(row.route)] : []));
    const times = (key: string) => servedKeys.filter((servedKey) => servedKey === key).length;
    expect(API_ROUTES.map(routeKey).filter((key) => times(key) !== 1)).toEqual([]);
  });

  it('serves each route with the method, path, access and status its object says', () => {
    const differing = rows
      .filter((row) => row.route)
      .flatMap((row) => {
        const actual = { method: row.method, path: row.path, access: row.access, status: row.status };
        return JSON.stringify(actual) === JSON.stringify(served(row.route!))
          ? []
          : [{ handler: `${row.controller.name}.${row.handler}`, actual, expected: served(row.route!) }];
      });
    expect(differing).toEqual([]);
  });

  it('keeps each controller in the folder its URL names', () => {
    const files = controllerFiles(path.join(__dirname, '..'));
    const misplaced = rows.flatMap((row) => {
      const folder = files.get(row.controller.name)?.split('/')[0];
      return folder === folderOf(row.path)
        ? []
        : [`${row.method} ${row.path}: ${row.controller.name} is in ${folder ?? '?'}/, expected ${folderOf(row.path)}/`];
    });
    expect(misplaced).toEqual([]);
  });

  it('reads a URL’s folder from its first segment, or from the longest prefix named above', () => {
    expect(folderOf('/api/members/search')).toBe('members');
    expect(folderOf('/api/members/:memberId/headshot')).toBe('auditions');
    expect(folderOf('/api/membership/play-reading-events/:id')).toBe('play-reading');
    expect(folderOf('/membership/calendar/events-at-a-glance')).toBe('calendar');
  });
});

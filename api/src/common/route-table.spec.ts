import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { AppConfig } from '../config/app-config';
import { routeTable, type RouteRow } from './route-table';

describe('routeTable (the source of docs/api-routes.md)', () => {
  let rows: RouteRow[];

  beforeAll(async () => {
    // Preview mode reads the modules without instantiating them: no database or Redis behind this test.
    const app = await NestFactory.create(AppModule.forRoot(AppConfig.fromEnv({})), { preview: true, logger: false });
    rows = routeTable(app);
    await app.close();
  });

  it('puts routes under /api except the ones the spec places outside it', () => {
    const row = (method: string, path: string) => rows.find((route) => route.method === method && route.path === path);
    expect(row('GET', '/membership/calendar/events-at-a-glance')?.controller.name).toBe('GlanceController');
    expect(row('GET', '/api/health')?.controller.name).toBe('HealthController');
    expect(rows.filter((route) => !route.path.startsWith('/api/') && !route.path.startsWith('/membership/'))).toEqual([]);
  });

  it('reads each route’s roles the way the guard does (method over controller), sorted by path then method', () => {
    expect(rows.find((route) => route.method === 'POST' && route.path === '/api/calendar-categories')?.access).toEqual({
      public: false,
      roles: ['Admin'],
      releaseToken: false,
    });
    expect(rows.filter((route) => !route.access.public && route.access.roles.length === 0)).toEqual([]);
    const keys = rows.map((route) => `${route.path} ${route.method}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...rows].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))).toEqual(rows);
  });
});

import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ROLES, Role } from '@greenroom/contracts';
import request from 'supertest';
import { SessionService } from '../src/auth/session.service';
import { PUBLIC_KEY, ROLES_KEY } from '../src/common/access.decorators';
import { UNPREFIXED_ROUTES } from '../src/configure-app';
import { SEEDED } from './support/members';
import { TestEnvironment } from './support/test-env';

interface DeclaredRoute {
  method: string;
  path: string;
  access: 'public' | Role[] | 'undeclared';
}

/** Every controller route of the running app with what it declares, read the way the guard reads it. */
function discoverRoutes(app: INestApplication): DeclaredRoute[] {
  const reflector = app.get(Reflector);
  const scanner = app.get(MetadataScanner);
  const routes: DeclaredRoute[] = [];
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller || !wrapper.instance) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    const prototype = Object.getPrototypeOf(wrapper.instance) as object;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = (prototype as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const relative = [base, path]
        .map((part) => part.replace(/^\/|\/$/g, ''))
        .filter(Boolean)
        .join('/');
      const full = UNPREFIXED_ROUTES.some((route) => route.path === relative) ? `/${relative}` : `/api/${relative}`;
      const targets = [handler, controller];
      const access = reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)
        ? 'public'
        : (reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets) ?? 'undeclared');
      routes.push({ method, path: full, access });
    }
  }
  return routes;
}

interface ExpressRoute {
  path: string;
  methods: Record<string, boolean>;
}

/**
 * The routes Express really serves (Nest's and anything mounted beside them), minus the OpenAPI pages and
 * middleware (Nest mounts it as a route answering every HTTP method).
 */
function expressRoutes(app: INestApplication): string[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: { route?: ExpressRoute }[] } }).router;
  return router.stack
    .filter((layer) => layer.route && !layer.route.path.startsWith('/api/docs') && Object.keys(layer.route.methods).length === 1)
    .flatMap((layer) => Object.keys(layer.route!.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`));
}

describe('role matrix: every route declares who may call it, and the guard enforces exactly that', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let routes: DeclaredRoute[];

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    routes = discoverRoutes(app);
  });
  afterAll(() => env.dispose());

  it('finds every served route, and each has @Public() or @Roles()', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(expressRoutes(app).sort());
    expect(routes.filter((route) => route.access === 'undeclared')).toEqual([]);
  });

  it.each([...ROLES, 'visitor' as const])('as %s: 401/403 exactly where the declaration says', async (caller) => {
    const server = app.getHttpServer();
    const sessions = app.get(SessionService);
    for (const route of routes) {
      // A fresh session per call: logout ends the one it is called with.
      const token = caller === 'visitor' ? null : await sessions.open(SEEDED[caller].id);
      const path = route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      let call = request(server)[route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](path);
      if (token) call = call.set('Authorization', `Bearer ${token}`);
      if (route.method !== 'GET') call = call.send({});
      const { status } = await call;

      const expected =
        route.access === 'public' ? 'allowed' : caller === 'visitor' ? 401 : (route.access as Role[]).includes(caller) ? 'allowed' : 403;
      const outcome = status === 401 || status === 403 ? status : 'allowed';
      expect({ route: `${route.method} ${route.path}`, outcome }).toEqual({ route: `${route.method} ${route.path}`, outcome: expected });
      expect(status).toBeLessThan(500);
    }
  });
});

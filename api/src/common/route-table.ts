import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { ApiRoute } from '@greenroom/contracts';
import { API_PREFIX, UNPREFIXED_ROUTES } from '../configure-app';
import { controllerMethods, registeredControllers, routeAccessOf, type RouteAccess } from './route-access';
import { ROUTE_KEY } from './route.decorator';

/** One served route: what a URL is, who may call it, and which controller method answers it. */
export interface RouteRow {
  method: string;
  path: string;
  access: RouteAccess;
  /** The success status Nest answers with: @HttpCode's, else its default (201 for a POST). */
  status: number;
  /** The route object its @Route() serves; none when the method was declared some other way. */
  route: ApiRoute | undefined;
  controller: Type;
  handler: string;
}

const joined = (...parts: string[]) =>
  parts
    .map((part) => part.replace(/^\/|\/$/g, ''))
    .filter(Boolean)
    .join('/');

/**
 * The app's routes from the router's own metadata (path and method decorators, the global prefix and its
 * exceptions), sorted by path then method. Works on an app created with `preview: true`: no database is needed.
 */
export function routeTable(app: INestApplication): RouteRow[] {
  const rows = registeredControllers(app).flatMap((controller) => {
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    return controllerMethods(controller).flatMap(([handler, fn]): RouteRow[] => {
      const routePath = Reflect.getMetadata(PATH_METADATA, fn) as string | undefined;
      if (routePath === undefined) return [];
      const relative = joined(base, routePath);
      const unprefixed = UNPREFIXED_ROUTES.some((route) => route.path === relative);
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, fn) as RequestMethod];
      return [
        {
          method,
          path: `/${unprefixed ? relative : joined(API_PREFIX, relative)}`,
          access: routeAccessOf(controller, fn),
          status: (Reflect.getMetadata(HTTP_CODE_METADATA, fn) as number | undefined) ?? (method === 'POST' ? 201 : 200),
          route: Reflect.getMetadata(ROUTE_KEY, fn) as ApiRoute | undefined,
          controller,
          handler,
        },
      ];
    });
  });
  return rows.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

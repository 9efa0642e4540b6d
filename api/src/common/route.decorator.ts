import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { ApiRoute, RouteMethod } from '@greenroom/contracts';
import { AllowDeployToken, Public, Roles } from './access.decorators';
import { AttachmentBodyInterceptor } from './body-limits';

export const ROUTE_KEY = 'greenroom:route';

const METHOD_DECORATORS: Record<RouteMethod, (path: string) => MethodDecorator> = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete };

/** A route's path as its controller method declares it: under the global prefix without `/api/`, else from the root. */
export const routerPath = (route: ApiRoute): string => route.path.replace(/^\/(api\/)?/, '');

/**
 * Serves a route object (libs/contracts) from a controller method: its method and path, its success status, who
 * may call it (the metadata the access guard reads) and, for attachments, the body read after the guard.
 */
export function Route(route: ApiRoute): MethodDecorator {
  const access = 'public' in route.access ? [Public()] : [Roles(...route.access.roles), ...(route.access.releaseToken ? [AllowDeployToken()] : [])];
  return applyDecorators(
    SetMetadata(ROUTE_KEY, route),
    METHOD_DECORATORS[route.method](routerPath(route)),
    HttpCode(route.status ?? 200),
    ...access,
    ...(route.bodyLimit === 'attachments' ? [UseInterceptors(AttachmentBodyInterceptor)] : []),
  );
}

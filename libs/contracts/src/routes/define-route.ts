import type { z } from 'zod';
import type { Role } from '../common/roles';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, or signed-in members of these roles (and, on the release routes, a release token). */
export type RouteAccess = { readonly public: true } | { readonly roles: readonly Role[]; readonly releaseToken?: true };

/**
 * One API call, written once: the API serves it from this (@Route), the apps call it with it (apiFetch), the tests
 * stub it by it and the docs list it. `path` is the URL as served, Express style (`/api/members/:memberId`).
 */
export interface ApiRoute<TMethod extends RouteMethod = RouteMethod, TPath extends string = string, TResponse extends z.ZodType = z.ZodType> {
  readonly method: TMethod;
  readonly path: TPath;
  /** The success answer; a file, page or calendar feed has the text or file schema its readers use. */
  readonly response: TResponse;
  /** The body, where the call takes one and its schema lives in libs/contracts. */
  readonly request?: z.ZodType;
  readonly access: RouteAccess;
  /** The success status when it is not 200. */
  readonly status?: 201 | 202 | 204;
  /** Takes mass e-mail attachments: its body is read after the access guard, with the larger limit. */
  readonly bodyLimit?: 'attachments';
}

/** Keeps the method and path literal, so a route's key and parameters are known to the type checker. */
export const defineRoute = <const TMethod extends RouteMethod, const TPath extends string, TResponse extends z.ZodType>(
  route: ApiRoute<TMethod, TPath, TResponse>,
): ApiRoute<TMethod, TPath, TResponse> => route;

/** The names of a path's `:params`. */
export type RouteParamName<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<TPath extends string> = Record<RouteParamName<TPath>, string | number>;
export type RouteQuery = Record<string, string | number | boolean | undefined>;

/** A route's URL: each `:param` from `params`, encoded, and the query's defined values. */
export function routeUrl<TPath extends string>(route: { path: TPath }, params?: RouteParams<TPath>, query?: RouteQuery): string {
  // Through JSON, the query's undefined values drop out and the rest become what URLSearchParams reads.
  const search = `${new URLSearchParams(JSON.parse(JSON.stringify(query ?? {})))}`;
  return (
    route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string | number>)[name])) +
    (search && `?${search}`)
  );
}

/** 'METHOD /path' with the params as written, e.g. 'GET /api/calendar-data/:id'. */
export const routeKey = <TMethod extends string, TPath extends string>(route: { method: TMethod; path: TPath }): `${TMethod} ${TPath}` =>
  `${route.method} ${route.path}`;

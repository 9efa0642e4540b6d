import { routeUrl, type ApiRoute, type RouteParamName, type RouteParams, type RouteQuery } from '@greenroom/contracts';
import type { z } from 'zod';
import { forcedLogout, getSession } from '../session/session-store';
import { ApiError, UnexpectedResponseError } from './api-error';

/** Like RequestInit, but a plain object or array body is sent as JSON. */
export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  body?: BodyInit | object | null;
  /** This very request, already sent (by a page's start script, before this code arrived): its answer is read instead. */
  sent?: Promise<Response>;
}

/** A call's request: the route's `:params` (required when its path has any), its query, and the body. */
export type ApiCallInit<TPath extends string> = Omit<ApiRequestInit, 'method'> & { query?: RouteQuery } & ([RouteParamName<TPath>] extends [never]
    ? { params?: undefined }
    : { params: RouteParams<TPath> });

type ApiCallArgs<TPath extends string> = [RouteParamName<TPath>] extends [never] ? [init?: ApiCallInit<TPath>] : [init: ApiCallInit<TPath>];

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function serverMessageOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  const { message } = data;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message) && message.every((part) => typeof part === 'string')) return message.join('. ');
  return null;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls a route (libs/contracts) with its relative URL, so the shell's server proxies it, and its method, and parses
 * the answer with the route's response schema (never a cast): what the screen reads is what the contract promised.
 * Sends the session's bearer token when there is one. A non-OK answer throws ApiError with the server's
 * { statusCode, message }; a 401 on a call that carried a token means the server ended the session, so the client
 * logs out too. An OK answer of another shape throws UnexpectedResponseError.
 */
export async function apiFetch<TRoute extends ApiRoute>(
  route: TRoute,
  ...[init]: ApiCallArgs<TRoute['path']>
): Promise<z.output<TRoute['response']>> {
  const { body, sent, params, query, ...rest } = (init ?? {}) as ApiRequestInit & { params?: Record<string, string | number>; query?: RouteQuery };
  const path = routeUrl(route, params, query);
  const headers = new Headers(rest.headers);
  headers.set('Accept', 'application/json');
  let requestBody: BodyInit | null | undefined;
  if (body === undefined || body === null || isRawBody(body)) {
    requestBody = body;
  } else {
    requestBody = JSON.stringify(body);
    headers.set('Content-Type', 'application/json');
  }
  if (typeof requestBody === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const { token } = getSession();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await (sent ?? fetch(path, { ...rest, method: route.method, headers, body: requestBody }));
  } catch {
    throw new ApiError(0, 'Unable to reach the server. Please check your connection and try again.');
  }

  const data = parseJson(await response.text());
  if (!response.ok) {
    // Only while the session that sent it is still this tab's: a call that was in flight when the member pressed
    // Logout comes back 401 too, and must not turn "You are signed out." into a timed-out notice.
    if (response.status === 401 && token && getSession().token === token) forcedLogout('timed-out');
    const serverMessage = serverMessageOf(data);
    throw new ApiError(response.status, serverMessage ?? `API error (${response.status})`, serverMessage);
  }
  const parsed = route.response.safeParse(data);
  if (!parsed.success) throw new UnexpectedResponseError(response.status, path, parsed.error.issues);
  // The data the route's own schema just parsed: TypeScript cannot follow a generic route to its output type.
  return parsed.data as z.output<TRoute['response']>;
}

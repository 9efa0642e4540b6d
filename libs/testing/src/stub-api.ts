/**
 * Answers fetch at the boundary: 'METHOD /path' → a function of the JSON body giving a real Response. Key a stub by
 * its route: `[routeKey(route)]` answers the route whatever its `:params` and query (`call.url` tells them apart);
 * `` [`${route.method} ${routeUrl(route, params, query)}`] `` answers only that URL, and wins over the route's key.
 * A key without a query answers its path whatever the query.
 */
export type ApiStubs = Record<string, (body: unknown, call: StubbedCall) => Response | Promise<Response>>;

export interface StubbedCall {
  /** 'METHOD /path?query', as the screen asked. */
  key: string;
  method: string;
  /** The path with its query string. */
  url: string;
  /** The parsed JSON body; a FormData or other raw body as it was sent. */
  body: unknown;
  headers: Headers;
}

export interface StubbedApi {
  calls: StubbedCall[];
}

function parseBody(raw: RequestInit['body']): unknown {
  if (typeof raw !== 'string') return raw ?? undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** A routeKey with `:params` as a pattern: each param matches one path segment. */
const routePattern = (key: string) => new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

export function stubApi(stubs: ApiStubs): StubbedApi {
  const api: StubbedApi = { calls: [] };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const call: StubbedCall = { key: `${method} ${url}`, method, url, body: parseBody(init?.body), headers: new Headers(init?.headers) };
    api.calls.push(call);
    const pathKey = `${method} ${new URL(url, 'http://portal.test').pathname}`;
    const stub =
      stubs[call.key] ?? stubs[pathKey] ?? Object.entries(stubs).find(([key]) => key.includes('/:') && routePattern(key).test(pathKey))?.[1];
    if (!stub) return Response.json({ statusCode: 404, message: `No stub for ${call.key}` }, { status: 404 });
    return stub(call.body, call);
  });
  return api;
}

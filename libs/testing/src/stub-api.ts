/**
 * Answers fetch at the boundary: 'METHOD /path' → a function of the JSON body giving a real Response. A key
 * with a query string answers only that URL; a key without one answers its path whatever the query.
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

export function stubApi(stubs: ApiStubs): StubbedApi {
  const api: StubbedApi = { calls: [] };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const call: StubbedCall = { key: `${method} ${url}`, method, url, body: parseBody(init?.body), headers: new Headers(init?.headers) };
    api.calls.push(call);
    const stub = stubs[call.key] ?? stubs[`${method} ${new URL(url, 'http://portal.test').pathname}`];
    if (!stub) return Response.json({ statusCode: 404, message: `No stub for ${call.key}` }, { status: 404 });
    return stub(call.body, call);
  });
  return api;
}

/** Answers fetch at the boundary: 'METHOD /path' → a function of the JSON body giving a real Response. */
export type ApiStubs = Record<string, (body: unknown) => Response | Promise<Response>>;

export interface StubbedApi {
  calls: { key: string; body: unknown; headers: Headers }[];
}

export function stubApi(stubs: ApiStubs): StubbedApi {
  const api: StubbedApi = { calls: [] };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    api.calls.push({ key, body, headers: new Headers(init?.headers) });
    const stub = stubs[key];
    if (!stub) return Response.json({ statusCode: 404, message: `No stub for ${key}` }, { status: 404 });
    return stub(body);
  });
  return api;
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import AuditionsRoutes from '../routes';

/** Mounted the way the shell mounts a remote: under a splat route, inside a query client. */
export function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<AuditionsRoutes />} />
          <Route path="/login" element={<p>login screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** Stands in for the network: answers by "METHOD /path" and records every call. */
export function fakeApi(answers: Record<string, (body: unknown) => { status?: number; json?: unknown; bytes?: Uint8Array }>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    calls.push({ method, path: url.pathname + url.search, body });
    const answer = answers[`${method} ${url.pathname}`];
    const { status = 200, json, bytes } = answer ? answer(body) : { status: 404, json: { statusCode: 404, message: 'Not found' } };
    const payload = bytes ?? JSON.stringify(json ?? {});
    return {
      ok: status < 400,
      status,
      text: async () => (typeof payload === 'string' ? payload : ''),
      arrayBuffer: async () => (typeof payload === 'string' ? new TextEncoder().encode(payload).buffer : payload.buffer),
    } as Response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}

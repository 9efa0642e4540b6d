import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Renders with a fresh query client (no retries), under a splat route the way the shell mounts a remote. */
export function renderWithClient(element: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

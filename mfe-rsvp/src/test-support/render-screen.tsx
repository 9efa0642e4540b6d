import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import RsvpRoutes from '../routes';

/** Mounts the remote the way the shell does (under a splat route), with a fresh query cache. */
export function renderScreen(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<RsvpRoutes />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

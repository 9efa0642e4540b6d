import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/**
 * Renders a screen (or a remote's whole route table) the way the shell hosts it: under a splat route, inside a
 * router and a fresh query client (no retries in tests). '/login' stands in for the shell's login page.
 */
export function renderScreen(screen: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={screen} />
          <Route path="/login" element={<p>login screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Several screens at their own paths, opened at `path`, for journeys from one screen to another; `children` render
 * inside the router beside them (a probe of the location, say).
 */
export function renderRoutes(routes: Record<string, ReactElement>, path: string, children?: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([route, element]) => (
            <Route key={route} path={route} element={element} />
          ))}
        </Routes>
        {children}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

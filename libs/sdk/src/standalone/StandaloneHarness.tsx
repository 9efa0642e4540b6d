import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { LiveRegion } from '../announcer/LiveRegion';
import { DemoSignIn } from './DemoSignIn';

export interface StandaloneHarnessProps {
  /** The remote's screens, listed on the harness's start page. */
  screenPaths: readonly string[];
  /** The remote's exposed routes component, the same one the shell renders. */
  routes: ComponentType;
  /** Offer the seeded demo roles (development builds: the dev server proxies the mail catcher the sign-in reads). */
  demoSignIn?: boolean;
}

/**
 * Runs a remote without the shell (`npm run dev -w mfe-<name>`): its routes under a router and a query client,
 * with a start page listing its screens and, in development, a demo sign-in. The remote's dev server proxies /api to
 * the API and /mail-catcher to the mail catcher.
 */
export function StandaloneHarness({ screenPaths, routes: RemoteRoutes, demoSignIn = false }: StandaloneHarnessProps) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <main className="container py-4">
          {demoSignIn && <DemoSignIn />}
          <Routes>
            <Route
              path="/"
              element={
                <nav aria-label="Screens of this remote" className="p-4">
                  <ul className="list-unstyled fs-4">
                    {screenPaths.map((path) => (
                      <li key={path}>
                        <Link to={path}>{path}</Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              }
            />
            <Route path="/*" element={<RemoteRoutes />} />
          </Routes>
        </main>
      </BrowserRouter>
      <LiveRegion />
    </QueryClientProvider>
  );
}

/** Renders the harness into index.html's #root (startStandalone). */
export function mountStandaloneHarness(routes: ComponentType, screenPaths: readonly string[], { demoSignIn }: { demoSignIn: boolean }): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <StandaloneHarness screenPaths={screenPaths} routes={routes} demoSignIn={demoSignIn} />
    </StrictMode>,
  );
}

import { LiveRegion } from '@greenroom/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { IdleWarningDialog } from '../features/session/IdleWarningDialog';
import { useSessionWatch } from '../features/session/use-session-watch';
import { useTextSize } from '../features/text-size/use-text-size';
import { PortalPage } from './PortalPage';

// One client for the shell and, through the shared @tanstack/react-query singleton, for the remotes.
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

/**
 * A data router (one catch-all route; the pages keep their own <Routes>): only it can hold a move back, which a changed
 * form needs to ask "Leave without saving?" (the SDK's LeaveGuard).
 */
const portalRouter = () => createBrowserRouter([{ path: '*', element: <PortalPage /> }]);

export function App() {
  const [router] = useState(portalRouter);
  useSessionWatch();
  // The signed-in member's text size applies to every page; normal once they log out.
  useTextSize();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Once for the whole page, public pages included: every screen (shell or remote) announces through it. */}
      <LiveRegion />
      <IdleWarningDialog />
    </QueryClientProvider>
  );
}

// bootstrap.tsx imports { App }; the brief's contract is the default export. Both name the same component.
export default App;

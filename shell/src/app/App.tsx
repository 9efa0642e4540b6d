import { LiveRegion } from '@greenroom/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { IdleWarningDialog } from '../features/session/IdleWarningDialog';
import { useSessionWatch } from '../features/session/use-session-watch';
import { useTextSize } from '../features/text-size/use-text-size';
import { PortalPage } from './PortalPage';

// One client for the shell and, through the shared @tanstack/react-query singleton, for the remotes.
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

export function App() {
  useSessionWatch();
  // The signed-in member's text size applies to every page; normal once they log out.
  useTextSize();
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<PortalPage />} />
        </Routes>
      </BrowserRouter>
      {/* Once for the whole page, public pages included: every screen (shell or remote) announces through it. */}
      <LiveRegion />
      <IdleWarningDialog />
    </QueryClientProvider>
  );
}

// bootstrap.tsx imports { App }; the brief's contract is the default export. Both name the same component.
export default App;

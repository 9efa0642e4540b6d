import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import AuditionsRoutes from '../routes';

// Develop this remote without the shell: `npm run dev -w mfe-auditions` (the dev server proxies /api to the API).
const SCREEN_PATHS = ['/audition-application', '/audition-submissions'];

const queryClient = new QueryClient();

function ScreenIndex() {
  return (
    <nav aria-label="Screens of this remote" className="p-4">
      <ul className="list-unstyled fs-4">
        {SCREEN_PATHS.map((path) => (
          <li key={path}>
            <Link to={path}>{path}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function StandaloneApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <main className="container py-4">
          <Routes>
            <Route path="/" element={<ScreenIndex />} />
            <Route path="/*" element={<AuditionsRoutes />} />
          </Routes>
        </main>
      </BrowserRouter>
    </QueryClientProvider>
  );
}

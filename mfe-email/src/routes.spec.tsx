import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import EmailRoutes from './routes';

function renderAt(path: string) {
  // Mounted the way the shell mounts a remote: under a splat route.
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<EmailRoutes />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('EmailRoutes', () => {
  it.each([
    ['/mass-email', 'Mass Email', 'screen-mass-email'],
    ['/my-subs', 'My Email Subscriptions', 'screen-my-subs'],
    ['/email-management', 'Email Notification Management', 'screen-email-management'],
  ])('renders %s with the heading "%s"', (path, heading, testId) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId(testId)).toBeInTheDocument();
  });

  it('renders nothing of its own at a path it does not own', () => {
    const { container } = renderAt('/not-a-screen');
    expect(container).toBeEmptyDOMElement();
  });
});

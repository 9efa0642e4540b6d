import { signIn } from '@greenroom/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import MembersRoutes from './routes';
import { memberFixture } from '@greenroom/testing';
import { stubApi } from '@greenroom/testing';

function renderAt(path: string) {
  // Mounted the way the shell mounts a remote: under a splat route, inside the shell's query client.
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/*" element={<MembersRoutes />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MembersRoutes', () => {
  beforeEach(() => {
    signIn(memberFixture({ Portal_Permission: 'Admin', isAdmin: true }), 'tok');
    stubApi({});
  });

  it.each([
    ['/my-information', 'My Information', 'screen-my-information'],
    ['/member-information', 'My Information', 'screen-my-information'],
    ['/search-members', 'Search Members', 'screen-search-members'],
    ['/edit-member', 'Edit Member', 'screen-edit-member'],
    ['/member-log', 'Member Log Report', 'screen-member-log'],
    ['/my-teams', 'My Teams', 'screen-my-teams'],
    ['/edit-teams', 'Edit Teams', 'screen-edit-teams'],
    ['/join', 'New Member Application', 'screen-join'],
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

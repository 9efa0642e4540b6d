import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import RsvpRoutes from './routes';

function renderAt(path: string) {
  // Mounted the way the shell mounts a remote: under a splat route.
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/*" element={<RsvpRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RsvpRoutes', () => {
  it.each([
    ['/holiday-party', 'Holiday Party', 'screen-holiday-party'],
    ['/may-social', 'May Social', 'screen-may-social'],
    ['/play-reading', 'Play Reading Events', 'screen-play-reading'],
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

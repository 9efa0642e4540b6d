import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderScreen } from './render-screen';

/** [path, level-1 heading, the screen's data-testid] */
export type RemoteScreenCase = readonly [string, string, string];

/**
 * The cases every remote's route table must pass, mounted the way the shell mounts it: each path shows its screen,
 * and a path the remote does not own renders nothing. Call inside the remote's describe block.
 */
export function itRoutesTheScreens(RemoteRoutes: ComponentType, screens: readonly RemoteScreenCase[]): void {
  // findBy: a remote may load each screen as a chunk of its own (React.lazy).
  it.each(screens)('renders %s with the heading "%s"', async (path, heading, testId) => {
    renderScreen(<RemoteRoutes />, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId(testId)).toBeInTheDocument();
  });

  it('renders nothing of its own at a path it does not own', () => {
    const { container } = renderScreen(<RemoteRoutes />, '/not-a-screen');
    expect(container).toBeEmptyDOMElement();
  });
}

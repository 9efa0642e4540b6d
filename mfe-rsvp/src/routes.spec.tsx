import { clearSession } from '@greenroom/sdk';
import { screen } from '@testing-library/react';
import { renderScreen } from './test-support/render-screen';

describe('RsvpRoutes', () => {
  beforeEach(() => clearSession());

  it.each([
    ['/holiday-party', 'Holiday Party', 'screen-holiday-party'],
    ['/may-social', 'May Social', 'screen-may-social'],
    ['/play-reading', 'Play Reading Events', 'screen-play-reading'],
    ['/rsvp-settings', 'RSVP Event Settings', 'screen-rsvp-settings'],
  ])('renders %s with the heading "%s"', (path, heading, testId) => {
    renderScreen(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId(testId)).toBeInTheDocument();
  });

  it('renders nothing of its own at a path it does not own', () => {
    const { container } = renderScreen('/not-a-screen');
    expect(container).toBeEmptyDOMElement();
  });
});

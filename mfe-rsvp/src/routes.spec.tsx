import { clearSession } from '@greenroom/sdk';
import { itRoutesTheScreens } from '@greenroom/testing';
import RsvpRoutes from './routes';

describe('RsvpRoutes', () => {
  beforeEach(() => clearSession());

  itRoutesTheScreens(RsvpRoutes, [
    ['/holiday-party', 'Holiday Party', 'screen-holiday-party'],
    ['/may-social', 'May Social', 'screen-may-social'],
    ['/play-reading', 'Play Reading Events', 'screen-play-reading'],
    ['/rsvp-settings', 'RSVP Event Settings', 'screen-rsvp-settings'],
  ]);
});

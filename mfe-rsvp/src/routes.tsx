import { RemoteRoutes } from '@greenroom/sdk';
import { ReleaseNote } from './common/ReleaseNote';
import { PlayReadingEventsScreen } from './features/play-reading/components/PlayReadingEventsScreen';
import { HolidayPartyScreen } from './features/social-rsvp/components/HolidayPartyScreen';
import { MaySocialScreen } from './features/social-rsvp/components/MaySocialScreen';
import { RsvpSettingsScreen } from './features/social-rsvp/components/RsvpSettingsScreen';

const SCREENS = {
  '/holiday-party': HolidayPartyScreen,
  '/may-social': MaySocialScreen,
  '/play-reading': PlayReadingEventsScreen,
  '/rsvp-settings': RsvpSettingsScreen,
};

export default function RsvpRoutes() {
  return (
    <>
      <ReleaseNote />
      <RemoteRoutes screens={SCREENS} />
    </>
  );
}

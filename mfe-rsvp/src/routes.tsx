import { Route, Routes } from 'react-router';
import { ReleaseNote } from './shared/ReleaseNote';
import { PlayReadingEventsScreen } from './features/play-reading/components/PlayReadingEventsScreen';
import { HolidayPartyScreen } from './features/social-rsvp/components/HolidayPartyScreen';
import { MaySocialScreen } from './features/social-rsvp/components/MaySocialScreen';
import { RsvpSettingsScreen } from './features/social-rsvp/components/RsvpSettingsScreen';

/** The shell renders this under a `/*` route, so these paths are the portal's own URLs. */
export default function RsvpRoutes() {
  return (
    <>
      <ReleaseNote />
      <Routes>
        <Route path="/holiday-party" element={<HolidayPartyScreen />} />
        <Route path="/may-social" element={<MaySocialScreen />} />
        <Route path="/play-reading" element={<PlayReadingEventsScreen />} />
        <Route path="/rsvp-settings" element={<RsvpSettingsScreen />} />
      </Routes>
    </>
  );
}

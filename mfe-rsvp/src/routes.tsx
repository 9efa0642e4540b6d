import { Route, Routes } from 'react-router';
import { HolidayPartyScreen } from './features/holiday-party/components/HolidayPartyScreen';
import { MaySocialScreen } from './features/may-social/components/MaySocialScreen';
import { PlayReadingEventsScreen } from './features/play-reading/components/PlayReadingEventsScreen';

/** The shell renders this under a `/*` route, so these paths are the portal's own URLs. */
export default function RsvpRoutes() {
  return (
    <Routes>
      <Route path="/holiday-party" element={<HolidayPartyScreen />} />
      <Route path="/may-social" element={<MaySocialScreen />} />
      <Route path="/play-reading" element={<PlayReadingEventsScreen />} />
    </Routes>
  );
}

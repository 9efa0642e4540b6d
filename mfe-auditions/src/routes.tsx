import { Route, Routes } from 'react-router';
import { AuditionPreRegistrationScreen } from './features/audition-application/components/AuditionPreRegistrationScreen';

/** The shell renders this under a `/*` route, so these paths are the portal's own URLs. */
export default function AuditionsRoutes() {
  return (
    <Routes>
      <Route path="/audition-application" element={<AuditionPreRegistrationScreen />} />
    </Routes>
  );
}

import { Route, Routes } from 'react-router';
import { AuditionSubmissionsScreen } from './features/audition-admin/components/AuditionSubmissionsScreen';
import { AuditionPreRegistrationScreen } from './features/audition-application/components/AuditionPreRegistrationScreen';

/** The shell renders this under a `/*` route, so these paths are the portal's own URLs. */
export default function AuditionsRoutes() {
  return (
    <Routes>
      <Route path="/audition-application" element={<AuditionPreRegistrationScreen />} />
      <Route path="/audition-application/:auditionId" element={<AuditionPreRegistrationScreen />} />
      <Route path="/audition-submissions" element={<AuditionSubmissionsScreen />} />
    </Routes>
  );
}

import { Route, Routes } from 'react-router';
import { EmailManagementScreen } from './features/email-management/components/EmailManagementScreen';
import { MassEmailScreen } from './features/mass-email/components/MassEmailScreen';
import { MySubscriptionsScreen } from './features/subscriptions/components/MySubscriptionsScreen';

/** The shell renders this under a `/*` route, so these paths are the portal's own URLs. */
export default function EmailRoutes() {
  return (
    <Routes>
      <Route path="/mass-email" element={<MassEmailScreen />} />
      <Route path="/my-subs" element={<MySubscriptionsScreen />} />
      <Route path="/email-management" element={<EmailManagementScreen />} />
    </Routes>
  );
}

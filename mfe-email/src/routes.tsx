import { RemoteRoutes } from '@greenroom/sdk';
import { EmailManagementScreen } from './features/email-management/components/EmailManagementScreen';
import { MassEmailScreen } from './features/mass-email/components/MassEmailScreen';
import { MySubscriptionsScreen } from './features/subscriptions/components/MySubscriptionsScreen';

const SCREENS = { '/mass-email': MassEmailScreen, '/my-subs': MySubscriptionsScreen, '/email-management': EmailManagementScreen };

export default function EmailRoutes() {
  return <RemoteRoutes screens={SCREENS} />;
}

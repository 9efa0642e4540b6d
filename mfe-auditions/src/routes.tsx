import { RemoteRoutes } from '@greenroom/sdk';
import { AuditionSubmissionsScreen } from './features/audition-admin/components/AuditionSubmissionsScreen';
import { AuditionPreRegistrationScreen } from './features/audition-application/components/AuditionPreRegistrationScreen';
import { ManageShowsScreen } from './features/show-admin/components/ManageShowsScreen';

const SCREENS = {
  '/audition-application': AuditionPreRegistrationScreen,
  '/audition-application/:auditionId': AuditionPreRegistrationScreen,
  '/audition-submissions': AuditionSubmissionsScreen,
  '/manage-shows': ManageShowsScreen,
};

export default function AuditionsRoutes() {
  return <RemoteRoutes screens={SCREENS} />;
}

import { LoadingStatus, RemoteRoutes } from '@greenroom/sdk';
import { lazy, Suspense } from 'react';

// Each screen is a chunk of its own: My Email Subscriptions, which every member opens, does not fetch the Mass Email
// editor (Tiptap with ProseMirror) and sanitizer (DOMPurify) or the admins' pages.
const MassEmailScreen = lazy(() =>
  import('./features/mass-email/components/MassEmailScreen').then(({ MassEmailScreen: Screen }) => ({ default: Screen })),
);
const MySubscriptionsScreen = lazy(() =>
  import('./features/subscriptions/components/MySubscriptionsScreen').then(({ MySubscriptionsScreen: Screen }) => ({ default: Screen })),
);
const EmailManagementScreen = lazy(() =>
  import('./features/email-management/components/EmailManagementScreen').then(({ EmailManagementScreen: Screen }) => ({ default: Screen })),
);

const SCREENS = { '/mass-email': MassEmailScreen, '/my-subs': MySubscriptionsScreen, '/email-management': EmailManagementScreen };

export default function EmailRoutes() {
  return (
    <Suspense fallback={<LoadingStatus className="container py-4 fs-5">Loading...</LoadingStatus>}>
      <RemoteRoutes screens={SCREENS} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';

/** The public bundle's /join: the application form and its grid CSS in a chunk /login never fetches. */
const NewMemberApplicationScreen = lazy(() => import(/* webpackChunkName: "join" */ './public-join-screen'));

export function PublicJoinPage() {
  return (
    <Suspense fallback={null}>
      <NewMemberApplicationScreen />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { loadScreenStyles } from '../../../styles/load-screen-styles';

/** The portal's way to /join (an in-app link): the same form, in its own chunk, so no other page carries it. */
const NewMemberApplicationScreen = lazy(() =>
  Promise.all([import('./NewMemberApplicationScreen'), loadScreenStyles()]).then(([module]) => ({ default: module.NewMemberApplicationScreen })),
);

export function JoinPage() {
  return (
    <Suspense fallback={null}>
      <NewMemberApplicationScreen />
    </Suspense>
  );
}

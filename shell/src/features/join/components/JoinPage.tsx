import { Suspense } from 'react';
import { lazyWithScreenStyles } from '../../../styles/load-screen-styles';

/** The portal's way to /join (an in-app link): the same form, in its own chunk, so no other page carries it. */
const NewMemberApplicationScreen = lazyWithScreenStyles(() =>
  import('./NewMemberApplicationScreen').then((module) => module.NewMemberApplicationScreen),
);

export function JoinPage() {
  return (
    <Suspense fallback={null}>
      <NewMemberApplicationScreen />
    </Suspense>
  );
}

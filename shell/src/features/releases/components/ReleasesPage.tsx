import { LoadingStatus, messageOr } from '@greenroom/sdk';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useRemotes } from '../api/get-remotes';
import { useReleaseIntegrity } from '../api/release-integrity';
import { useRolloutChange, type RolloutChange } from '../api/rollouts';
import { useSwitchRelease, type ReleaseSwitch } from '../api/switch-release';
import { ConfirmSwitchDialog } from './ConfirmSwitchDialog';
import { ReleaseTokensCard } from './ReleaseTokensCard';
import { registeredWords } from './release-words';
import { RemoteReleasesCard } from './RemoteReleasesCard';
import { StartRolloutDialog, type TrialChoice } from './StartRolloutDialog';

/**
 * /releases (Admins): which build of each remote the portal loads, switched and rolled back without a restart.
 * A shell screen, not a remote's: it manages the remotes themselves, so it must work when any remote is broken.
 */
export function ReleasesPage() {
  const remotes = useRemotes();
  const integrity = useReleaseIntegrity();
  const switchRelease = useSwitchRelease();
  const [pending, setPending] = useState<ReleaseSwitch | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const rolloutChange = useRolloutChange();
  const [trial, setTrial] = useState<TrialChoice | null>(null);
  const pendingRemote = remotes.data?.find((remote) => remote.name === pending?.remote);
  const activeOfPending = pendingRemote?.releases.find((release) => release.version === pendingRemote.activeVersion);

  const confirm = () => {
    if (!pending) return;
    setDone(null);
    switchRelease.mutate(pending, {
      onSuccess: () => setDone(`Members get the ${pending.remote} version registered ${pending.registered} on their next page load.`),
      onSettled: () => setPending(null),
    });
  };

  const changeRollout = (change: RolloutChange) => {
    setDone(null);
    rolloutChange.mutate(change, {
      onSuccess: () => {
        if (change.kind === 'stop') setDone(`Everyone gets the current version of ${change.remote} again on their next page load.`);
        else if (change.request.stage === 'all') setDone(`Everyone gets the new version of ${change.remote} on their next page load.`);
        else if (change.request.stage === 'share')
          setDone(`About ${change.request.share} in 100 members now get the new version of ${change.remote} too.`);
        else setDone(`The Admins get the new version of ${change.remote} on their next page load; every other member keeps the current one.`);
        setTrial(null);
      },
    });
  };

  return (
    <section data-testid="screen-releases">
      <h1>Releases</h1>
      <Alert variant="info" className="fs-5" data-testid="releases-audience">
        <strong>This page is for the volunteers who build and release the portal&apos;s parts, not for the office&apos;s everyday work.</strong>{' '}
        Nothing here changes members, e-mails or events. If you were not asked to switch a release, you can leave this page.
      </Alert>
      <p className="lead">Each part of the portal is built and released by its own team. Here you choose which release members get.</p>
      <div aria-live="polite">
        {done && (
          <Alert variant="success" className="fs-5" onClose={() => setDone(null)} dismissible>
            {done}
          </Alert>
        )}
        {rolloutChange.isError && (
          <Alert variant="danger" className="fs-5">
            {messageOr(rolloutChange.error, 'The trial could not be changed. Please try again.')}
          </Alert>
        )}
        {switchRelease.isError && (
          <Alert variant="danger" className="fs-5">
            {messageOr(switchRelease.error, 'The release could not be switched. Please try again.')}
          </Alert>
        )}
      </div>
      {remotes.isPending && <LoadingStatus className="fs-5">Loading releases…</LoadingStatus>}
      {remotes.isError && (
        <Alert variant="danger" className="fs-5">
          {messageOr(remotes.error, 'The releases could not be loaded. Please try again.')}
        </Alert>
      )}
      {remotes.data?.map((remote) => (
        <RemoteReleasesCard
          key={remote.name}
          remote={remote}
          integrity={integrity.data?.find((entry) => entry.remote === remote.name)}
          onSwitch={setPending}
          onTrial={setTrial}
          onRolloutChange={changeRollout}
          rolloutBusy={rolloutChange.isPending}
        />
      ))}
      {remotes.data && <ReleaseTokensCard remoteNames={remotes.data.map((remote) => remote.name)} />}
      <StartRolloutDialog
        choice={trial}
        busy={rolloutChange.isPending}
        onStart={(request) => trial && changeRollout({ kind: 'stage', remote: trial.remote, request })}
        onCancel={() => setTrial(null)}
      />
      <ConfirmSwitchDialog
        change={pending}
        activeRegistered={activeOfPending ? registeredWords(activeOfPending) : null}
        busy={switchRelease.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}

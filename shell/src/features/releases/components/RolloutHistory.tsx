import type { RemoteSummary } from '@greenroom/contracts';
import { BreakableText, TechnicalDetails } from '@greenroom/sdk';
import { registeredWords, when } from './release-words';
import { eventWords } from './rollout-words';

/** Every step of every trial, newest first; a rollback says why, with its figures. */
export function RolloutHistory({ remote }: { remote: RemoteSummary }) {
  if (remote.rolloutHistory.length === 0) return null;
  return (
    <>
      <h3 className="h4">Trials of new versions</h3>
      <ul className="fs-5" data-testid={`rollout-history-${remote.name}`}>
        {remote.rolloutHistory.map((event) => {
          const release = remote.releases.find((entry) => entry.version === event.version);
          return (
            <li key={`${event.at}-${event.event}`} className={event.event === 'rolled back' ? 'text-danger-emphasis fw-semibold' : undefined}>
              {when(event.at)}: {eventWords(event, release ? registeredWords(release) : 'earlier')}
              <TechnicalDetails>
                Version <BreakableText text={event.version} />
              </TechnicalDetails>
            </li>
          );
        })}
      </ul>
    </>
  );
}

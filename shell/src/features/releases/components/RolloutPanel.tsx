import type { RemoteSummary, Rollout } from '@greenroom/contracts';
import { BreakableText, TechnicalDetails } from '@greenroom/sdk';
import { Button } from 'react-bootstrap';
import type { RolloutChange } from '../api/rollouts';
import { registeredWords } from './release-words';
import { ruleWords, shareWords } from './rollout-words';

interface RolloutPanelProps {
  remote: RemoteSummary;
  rollout: Rollout;
  busy: boolean;
  onChange: (change: RolloutChange) => void;
}

/** A version being tried out: who sees which version now, the rule it is held to, and the next step. */
export function RolloutPanel({ remote, rollout, busy, onChange }: RolloutPanelProps) {
  const headingId = `rollout-${remote.name}-heading`;
  const staged = remote.releases.find((release) => release.version === rollout.version);
  const current = remote.releases.find((release) => release.version === rollout.previousVersion);
  const newWords = staged ? `the new version (registered ${registeredWords(staged)})` : 'the new version';
  const currentWords = current ? `the current version (registered ${registeredWords(current)})` : 'no version (the part is not available)';
  const settings = {
    version: rollout.version,
    share: rollout.share,
    autoAdvance: rollout.autoAdvance,
    stageSeconds: rollout.stageSeconds,
    errorThresholdPercent: rollout.errorThresholdPercent,
    windowSeconds: rollout.windowSeconds,
    minSessions: rollout.minSessions,
    revision: rollout.revision,
  };
  return (
    <section className="border border-2 border-primary rounded p-3 my-3" aria-labelledby={headingId} data-testid={`rollout-${remote.name}`}>
      <h3 className="h4" id={headingId}>
        A new version is being tried out
      </h3>
      <ul className="fs-5">
        <li>Admins see {newWords}.</li>
        {rollout.stage === 'share' ? (
          <>
            <li>
              About {rollout.share} in 100 of the other members see {newWords}.
            </li>
            <li>The rest of the members see {currentWords}.</li>
          </>
        ) : (
          <li>All other members see {currentWords}.</li>
        )}
      </ul>
      <p className="fs-5">{ruleWords(rollout)}</p>
      <p>Started by {rollout.startedBy}. A member always gets the same version, whichever device or page they use.</p>
      <TechnicalDetails>
        New version <BreakableText text={rollout.version} />
        {rollout.previousVersion && (
          <>
            , current version <BreakableText text={rollout.previousVersion} />
          </>
        )}
      </TechnicalDetails>
      <div className="d-flex flex-wrap gap-2 mt-3">
        {rollout.stage === 'admins' ? (
          <Button
            size="lg"
            disabled={busy}
            onClick={() => onChange({ kind: 'stage', remote: remote.name, request: { ...settings, stage: 'share' } })}
          >
            Offer it to {shareWords(rollout.share)} as well
          </Button>
        ) : (
          <Button size="lg" disabled={busy} onClick={() => onChange({ kind: 'stage', remote: remote.name, request: { ...settings, stage: 'all' } })}>
            Give it to everyone
          </Button>
        )}
        <Button
          size="lg"
          variant="outline-danger"
          disabled={busy}
          onClick={() => onChange({ kind: 'stop', remote: remote.name, revision: rollout.revision })}
        >
          Stop trying it out
        </Button>
      </div>
    </section>
  );
}

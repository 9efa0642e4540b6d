import type { ReleaseIntegrity, RemoteSummary } from '@greenroom/contracts';
import { BreakableText, DataTable, TechnicalDetails } from '@greenroom/sdk';
import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { useManifestCheck } from '../api/check-manifest';
import type { RolloutChange } from '../api/rollouts';
import type { ReleaseSwitch } from '../api/switch-release';
import { remotePages, remotePurpose } from './remote-purposes';
import { ReleaseHealthLine } from './ReleaseHealthLine';
import { registeredWords, when, type Release } from './release-words';
import { RolloutHistory } from './RolloutHistory';
import { RolloutPanel } from './RolloutPanel';
import type { TrialChoice } from './StartRolloutDialog';

/** The version's name and where its files are: for the team that built it, not the office. */
function ReleaseTechnicalDetails({ release, testId }: { release: Release; testId?: string }) {
  return (
    <TechnicalDetails>
      Version{' '}
      <span data-testid={testId}>
        <BreakableText text={release.version} />
      </span>
      , manifest <BreakableText text={release.manifestUrl} />
    </TechnicalDetails>
  );
}

function ActiveReleaseStatus({ remote, integrity }: { remote: RemoteSummary; integrity: ReleaseIntegrity | undefined }) {
  const active = remote.releases.find((release) => release.version === remote.activeVersion) ?? null;
  const check = useManifestCheck(active?.manifestUrl ?? null);
  if (!active) return <p className="fs-5">No release is active: members see this part of the portal as not available.</p>;
  const overwritten = integrity?.version === active.version && integrity.state === 'changed';
  const loads = check.isPending ? null : Boolean(check.data);
  return (
    <>
      {overwritten && (
        <Alert variant="danger" className="fs-5" data-testid={`release-changed-${remote.name}`}>
          The files of the version members see are no longer the ones that passed the check when it was registered. Ask the team to register their
          build as a new version, or go back to the version before.
        </Alert>
      )}
      <p className="fs-5 mb-1">
        Members see the version registered {registeredWords(active)}.{' '}
        {loads === null ? (
          <span role="status">(checking that it loads…)</span>
        ) : loads ? (
          <Badge bg="success">Loads in this browser</Badge>
        ) : (
          <Badge bg="danger" className="text-wrap text-start">
            Does not load: members see the “not available” panel. Go back to the version before, or activate another.
          </Badge>
        )}
      </p>
      <ReleaseTechnicalDetails release={active} testId={`active-version-${remote.name}`} />
    </>
  );
}

interface RemoteReleasesCardProps {
  remote: RemoteSummary;
  /** Whether its active release still serves the checked manifest; undefined while unknown. */
  integrity: ReleaseIntegrity | undefined;
  onSwitch: (change: ReleaseSwitch) => void;
  onTrial: (choice: TrialChoice) => void;
  onRolloutChange: (change: RolloutChange) => void;
  rolloutBusy: boolean;
}

/**
 * One remote: what it does and which version members see, every registered release with its contract check, and the
 * activation log. Version names, manifest addresses and the check's findings are under Technical details.
 */
export function RemoteReleasesCard({ remote, integrity, onSwitch, onTrial, onRolloutChange, rolloutBusy }: RemoteReleasesCardProps) {
  const headingId = `remote-${remote.name}-heading`;
  const versionBefore = remote.releases.find((release) => release.version === remote.rollbackVersion);
  return (
    <Card as="section" className="mb-4" aria-labelledby={headingId} data-testid={`remote-${remote.name}`}>
      <Card.Body>
        <Card.Title as="h2" id={headingId} className="text-capitalize">
          {remote.name}
        </Card.Title>
        <p className="fs-5 mb-1">{remotePurpose(remote.name)}.</p>
        <p className="mb-3">Its pages: {remotePages(remote.name).join(', ')}.</p>
        <ActiveReleaseStatus remote={remote} integrity={integrity} />
        {remote.rollout && <RolloutPanel remote={remote} rollout={remote.rollout} busy={rolloutBusy} onChange={onRolloutChange} />}
        {versionBefore && (
          <div className="my-3">
            <Button
              variant="outline-danger"
              size="lg"
              onClick={() =>
                onSwitch({ kind: 'rollback', remote: remote.name, version: versionBefore.version, registered: registeredWords(versionBefore) })
              }
            >
              Go back to the version before<span className="visually-hidden"> of {remote.name}</span>
            </Button>
            <p className="mb-0 mt-1">The version before was registered {registeredWords(versionBefore)}.</p>
            <ReleaseTechnicalDetails release={versionBefore} />
          </div>
        )}
        <DataTable label={`Releases of ${remote.name}`} className="fs-5 align-middle">
          <caption>Releases of {remote.name}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Registered</th>
              <th scope="col">Fits the portal?</th>
              {/* The hidden text is absolutely positioned: the cell must contain it, or it escapes the table's scroll box. */}
              <th scope="col" className="position-relative">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {remote.releases.map((release) => {
              const active = release.version === remote.activeVersion;
              const trying = release.version === remote.rollout?.version;
              return (
                <tr key={release.version} data-version={release.version}>
                  <th scope="row">
                    {registeredWords(release)} {active && <Badge bg="primary">Members see this one</Badge>}
                    {trying && (
                      <Badge bg="info" text="dark">
                        Being tried out
                      </Badge>
                    )}
                    <div className="small fw-normal">
                      <ReleaseTechnicalDetails release={release} />
                    </div>
                  </th>
                  <td>
                    {release.status === 'passed' ? (
                      <>
                        <Badge bg="success">Passed the check</Badge>
                        <ReleaseHealthLine health={release.health} />
                      </>
                    ) : (
                      <>
                        <Badge bg="danger">Refused</Badge>
                        <p className="mb-0 mt-1">This build does not fit the portal, so members never get it. Its team has the reasons:</p>
                        <TechnicalDetails>
                          <ul className="mb-0">
                            {release.problems.map((problem) => (
                              <li key={problem}>
                                <BreakableText text={problem} />
                              </li>
                            ))}
                          </ul>
                        </TechnicalDetails>
                      </>
                    )}
                  </td>
                  <td>
                    {release.status === 'passed' && !active && !trying && !remote.rollout && (
                      <Button
                        variant="outline-primary"
                        size="lg"
                        className="me-2 mb-1"
                        onClick={() => onTrial({ remote: remote.name, version: release.version, registered: registeredWords(release) })}
                      >
                        Try it out first <span className="visually-hidden">with the version registered {registeredWords(release)}</span>
                      </Button>
                    )}
                    {release.status === 'passed' && !active && (
                      <Button
                        variant="primary"
                        size="lg"
                        className="mb-1"
                        onClick={() =>
                          onSwitch({ kind: 'activate', remote: remote.name, version: release.version, registered: registeredWords(release) })
                        }
                      >
                        {/* The row's heading says which release; the button names it to screen readers only, so on a phone it stays one word. */}
                        Activate <span className="visually-hidden">the version registered {registeredWords(release)}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
        <RolloutHistory remote={remote} />
        <h3 className="h4">Who switched what</h3>
        {remote.activations.length === 0 ? (
          <p className="fs-5">No activations yet.</p>
        ) : (
          <ul className="fs-5">
            {remote.activations.map((activation) => (
              <li key={`${activation.activatedAt}-${activation.version}`}>
                {when(activation.activatedAt)}: {activation.activatedBy}{' '}
                {activation.previousVersion ? 'switched the version members see' : 'made the first version live'}
                <TechnicalDetails>
                  {activation.previousVersion ? (
                    <>
                      From <BreakableText text={activation.previousVersion} /> to <BreakableText text={activation.version} />
                    </>
                  ) : (
                    <>
                      Version <BreakableText text={activation.version} />
                    </>
                  )}
                </TechnicalDetails>
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}

import type { ReleaseIntegrity, RemoteSummary } from '@greenroom/contracts';
import { BreakableText, DataTable, formatInTheaterZone } from '@greenroom/sdk';
import { Alert, Badge, Button, Card } from 'react-bootstrap';
import { useManifestCheck } from '../api/check-manifest';
import type { ReleaseSwitch } from '../api/switch-release';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatInTheaterZone(date, DATE_TIME);
}

function ActiveReleaseStatus({ remote, integrity }: { remote: RemoteSummary; integrity: ReleaseIntegrity | undefined }) {
  const active = remote.releases.find((release) => release.version === remote.activeVersion) ?? null;
  const check = useManifestCheck(active?.manifestUrl ?? null);
  if (!active) return <p className="fs-5">No release is active: members see this part of the portal as not available.</p>;
  const overwritten = integrity?.version === active.version && integrity.state === 'changed';
  return (
    <>
      {overwritten && (
        <Alert variant="danger" className="fs-5" data-testid={`release-changed-${remote.name}`}>
          The files served for version <BreakableText text={active.version} /> are no longer the ones that passed the check when it was registered.
          Ask the team to register their build as a new version, or roll back.
        </Alert>
      )}
      <ActiveVersionLine remote={remote} version={active.version} loads={check.isPending ? null : Boolean(check.data)} />
    </>
  );
}

function ActiveVersionLine({ remote, version, loads }: { remote: RemoteSummary; version: string; loads: boolean | null }) {
  return (
    <p className="fs-5">
      Active version:{' '}
      <strong data-testid={`active-version-${remote.name}`}>
        <BreakableText text={version} />
      </strong>{' '}
      {loads === null ? (
        <span role="status">(checking that it loads…)</span>
      ) : loads ? (
        <Badge bg="success">Loads in this browser</Badge>
      ) : (
        <Badge bg="danger" className="text-wrap text-start">
          Does not load: members see the “not available” panel. Roll back or activate another release.
        </Badge>
      )}
    </p>
  );
}

interface RemoteReleasesCardProps {
  remote: RemoteSummary;
  /** Whether its active release still serves the checked manifest; undefined while unknown. */
  integrity: ReleaseIntegrity | undefined;
  onSwitch: (change: ReleaseSwitch) => void;
}

/** One remote: its active release, every registered release with its contract check, and the activation log. */
export function RemoteReleasesCard({ remote, integrity, onSwitch }: RemoteReleasesCardProps) {
  const headingId = `remote-${remote.name}-heading`;
  return (
    <Card as="section" className="mb-4" aria-labelledby={headingId} data-testid={`remote-${remote.name}`}>
      <Card.Body>
        <Card.Title as="h2" id={headingId} className="text-capitalize">
          {remote.name}
        </Card.Title>
        <ActiveReleaseStatus remote={remote} integrity={integrity} />
        {remote.rollbackVersion && (
          <Button
            variant="outline-danger"
            size="lg"
            className="mb-3"
            onClick={() => onSwitch({ kind: 'rollback', remote: remote.name, version: remote.rollbackVersion ?? '' })}
          >
            Roll back {remote.name} to <BreakableText text={remote.rollbackVersion} />
          </Button>
        )}
        <DataTable label={`Releases of ${remote.name}`} className="fs-5 align-middle">
          <caption>Releases of {remote.name}, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Registered</th>
              <th scope="col">Contract check</th>
              {/* The hidden text is absolutely positioned: the cell must contain it, or it escapes the table's scroll box. */}
              <th scope="col" className="position-relative">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {remote.releases.map((release) => {
              const active = release.version === remote.activeVersion;
              return (
                <tr key={release.version}>
                  <th scope="row">
                    <BreakableText text={release.version} /> {active && <Badge bg="primary">Active</Badge>}
                    <div className="small fw-normal">
                      <BreakableText text={release.manifestUrl} />
                    </div>
                  </th>
                  <td>
                    {when(release.registeredAt)} by {release.registeredBy}
                  </td>
                  <td>
                    {release.status === 'passed' ? (
                      <Badge bg="success">Passed</Badge>
                    ) : (
                      <>
                        <Badge bg="danger">Refused</Badge>
                        <ul className="mb-0 mt-1">
                          {release.problems.map((problem) => (
                            <li key={problem}>{problem}</li>
                          ))}
                        </ul>
                      </>
                    )}
                  </td>
                  <td>
                    {release.status === 'passed' && !active && (
                      <Button
                        variant="primary"
                        size="lg"
                        onClick={() => onSwitch({ kind: 'activate', remote: remote.name, version: release.version })}
                      >
                        {/* The row's heading shows the version; the button names it to screen readers only, so on a phone it stays one word. */}
                        Activate <span className="visually-hidden">{release.version}</span>
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
        <h3 className="h4">Who switched what</h3>
        {remote.activations.length === 0 ? (
          <p className="fs-5">No activations yet.</p>
        ) : (
          <ul className="fs-5">
            {remote.activations.map((activation) => (
              <li key={`${activation.activatedAt}-${activation.version}`}>
                {when(activation.activatedAt)}: {activation.activatedBy}{' '}
                {activation.previousVersion ? (
                  <>
                    switched from <BreakableText text={activation.previousVersion} /> to <BreakableText text={activation.version} />
                  </>
                ) : (
                  <>
                    activated <BreakableText text={activation.version} />
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}

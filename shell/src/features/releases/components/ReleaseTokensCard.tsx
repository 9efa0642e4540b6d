import { CreateReleaseTokenSchema, type CreatedReleaseToken, type ReleaseToken, type ReleaseTokenScope } from '@greenroom/contracts';
import { ConfirmDialog, DataTable, formatInTheaterZone, LoadingStatus, messageOr } from '@greenroom/sdk';
import { SchemaForm, SelectField, TextField, useSchemaForm } from '@greenroom/sdk/forms';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { z } from 'zod';
import { useCreateReleaseToken, useReleaseTokens, useRevokeReleaseToken } from '../api/release-tokens';

/** The form's values: the expiry select holds its number of days as text. */
const TokenFormSchema = z
  .object({ ...CreateReleaseTokenSchema.shape, expiresInDays: z.string().max(3) })
  .transform((values) => ({ ...values, expiresInDays: Number(values.expiresInDays) }))
  .pipe(CreateReleaseTokenSchema);

const ENVIRONMENTS = [
  { value: 'production', label: 'Production' },
  { value: 'preview', label: 'Preview' },
];
const SCOPE_LABELS: Record<ReleaseTokenScope, string> = { register: 'Register only', activate: 'Register and activate' };
const SCOPES = Object.entries(SCOPE_LABELS).map(([value, label]) => ({ value, label }));
const EXPIRIES = [30, 90, 180, 365].map((days) => ({ value: String(days), label: `${days} days` }));

const when = (iso: string | null) => (iso ? formatInTheaterZone(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : 'Never');

function NewTokenShownOnce({ created, onDone }: { created: CreatedReleaseToken; onDone: () => void }) {
  return (
    <Alert variant="warning" className="fs-5">
      <p>Release token “{created.label}” was made. Copy it now into the team’s pipeline secrets: it is shown only this once.</p>
      <p className="mb-3">
        <code className="fs-5 text-break user-select-all" data-testid="new-release-token">
          {created.token}
        </code>
      </p>
      <Button size="lg" variant="outline-dark" onClick={onDone}>
        I have copied it
      </Button>
    </Alert>
  );
}

function TokenRows({ tokens, onRevoke }: { tokens: ReleaseToken[]; onRevoke: (token: ReleaseToken) => void }) {
  return (
    <DataTable label="Release tokens" className="fs-5 align-middle">
      <caption>Release tokens, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">For</th>
          <th scope="col">May</th>
          <th scope="col">Made</th>
          <th scope="col">Expires</th>
          <th scope="col">Last used</th>
          <th scope="col">
            <span className="visually-hidden">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.id}>
            <th scope="row">{token.label}</th>
            <td>
              {token.remote ?? 'Every part'}, {token.environment}
            </td>
            <td>{SCOPE_LABELS[token.scope]}</td>
            <td>
              {when(token.createdAt)} by {token.createdBy}
            </td>
            <td>{when(token.expiresAt)}</td>
            <td>{when(token.lastUsedAt)}</td>
            <td>
              {token.revokedAt ? (
                <span>Revoked {when(token.revokedAt)}</span>
              ) : (
                <Button variant="outline-danger" size="lg" onClick={() => onRevoke(token)}>
                  Revoke <span className="visually-hidden">{token.label}</span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * Release tokens: each team's pipeline gets its own, for its own part of the portal and one environment, so a
 * leaked token cannot release another team's part and can be revoked alone; a preview (pull request) token only
 * registers, and every token expires. RELEASE_TOKEN stays the operators' bootstrap for all.
 */
export function ReleaseTokensCard({ remoteNames }: { remoteNames: string[] }) {
  const tokens = useReleaseTokens();
  const create = useCreateReleaseToken();
  const revoke = useRevokeReleaseToken();
  const [created, setCreated] = useState<CreatedReleaseToken | null>(null);
  const [revoking, setRevoking] = useState<ReleaseToken | null>(null);
  const blank = { label: '', remote: remoteNames[0] ?? '', environment: 'production', scope: 'register', expiresInDays: '90' } as const;
  const form = useSchemaForm(TokenFormSchema, { defaultValues: blank });
  const options = remoteNames.map((name) => ({ value: name, label: name }));

  const submit = (values: z.output<typeof TokenFormSchema>) =>
    create.mutateAsync(values).then(
      (token) => {
        setCreated(token);
        form.reset({ ...blank, remote: values.remote, environment: values.environment });
      },
      () => undefined,
    );

  return (
    <Card as="section" className="mb-4" aria-labelledby="release-tokens-heading">
      <Card.Body>
        <Card.Title as="h2" id="release-tokens-heading">
          Release tokens
        </Card.Title>
        <p className="fs-5">
          A team’s pipeline signs its releases with a token made here: one per part and environment. A preview token only registers releases; every
          token stops working on its expiry date. Revoke a token when a team member leaves or it may have been seen.
        </p>
        <div aria-live="polite">
          {created && <NewTokenShownOnce created={created} onDone={() => setCreated(null)} />}
          {create.isError && (
            <Alert variant="danger" className="fs-5">
              {messageOr(create.error, 'The token could not be made. Please try again.')}
            </Alert>
          )}
          {revoke.isError && (
            <Alert variant="danger" className="fs-5">
              {messageOr(revoke.error, 'The token could not be revoked. Please try again.')}
            </Alert>
          )}
        </div>
        <SchemaForm form={form} onSubmit={submit} className="mb-4">
          <TextField name="label" label="Name of the team or pipeline" required maxLength={80} />
          <SelectField name="remote" label="Which part it may release" options={options} />
          {/* Short choices (a phone's select shows one line); what each means is said under the box. */}
          <SelectField
            name="environment"
            label="Which pipeline uses it"
            options={ENVIRONMENTS}
            hint="Production: the pipeline on main. Preview: the pipeline on pull requests (it may only register)."
          />
          <SelectField
            name="scope"
            label="What it may do"
            options={SCOPES}
            hint="Register only: an Admin activates its releases here. Register and activate: it may also activate and roll back."
          />
          <SelectField name="expiresInDays" label="How long it stays valid" options={EXPIRIES} />
          <Button type="submit" size="lg" disabled={create.isPending}>
            {create.isPending ? 'Making the token…' : 'Make a release token'}
          </Button>
        </SchemaForm>
        {tokens.isPending && <LoadingStatus className="fs-5">Loading release tokens…</LoadingStatus>}
        {tokens.isError && (
          <Alert variant="danger" className="fs-5">
            {messageOr(tokens.error, 'The release tokens could not be loaded. Please try again.')}
          </Alert>
        )}
        {tokens.data && tokens.data.length === 0 && <p className="fs-5">No release tokens yet.</p>}
        {tokens.data && tokens.data.length > 0 && <TokenRows tokens={tokens.data} onRevoke={setRevoking} />}
        <ConfirmDialog
          show={revoking !== null}
          title="Revoke this release token?"
          confirmLabel="Revoke"
          busyLabel="Revoking…"
          destructive
          busy={revoke.isPending}
          onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
          onCancel={() => setRevoking(null)}
        >
          The pipeline that uses “{revoking?.label}” can no longer release. Releases it made stay as they are.
        </ConfirmDialog>
      </Card.Body>
    </Card>
  );
}

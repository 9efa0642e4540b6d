import { UpdateMemberTeamsRequestSchema } from '@greenroom/contracts';
import {
  ApiError,
  CHECK_COLUMNS_STYLE,
  ChoiceGroupField,
  LargeCheck,
  LoadingStatus,
  messageOr,
  SchemaForm,
  SectionCard,
  useAnnounce,
  useSchemaForm,
  useSession,
  useTeamChoices,
} from '@greenroom/sdk';
import { useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useUpdateMemberTeams } from '../api/update-member-teams';

const SUCCESS_MS = 3000;
const MISSING_USER = 'User information is missing. Please log in again.';
const SAVED_MESSAGE = 'Your teams have been updated successfully!';
const MyTeamsFormSchema = UpdateMemberTeamsRequestSchema.pick({ teams: true });

/** Spec 02 §2.5: the member ticks the teams they belong to, in two columns, and saves. */
export function MyTeamsScreen() {
  const { member } = useSession();
  const choices = useTeamChoices();
  const save = useUpdateMemberTeams();
  const form = useSchemaForm(MyTeamsFormSchema, { defaultValues: { teams: member?.Teams ?? [] } });
  const announce = useAnnounce();
  const [success, setSuccess] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => setSuccess(false), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const fail = (message: string) => {
    setError(message);
    announce(message, 'assertive');
  };

  const submit = ({ teams }: { teams: string[] }) => {
    setSuccess(false);
    setError(null);
    if (!member?.Email) {
      fail(MISSING_USER);
      return;
    }
    save.mutate(
      { email: member.Email, teams },
      {
        onSuccess: () => {
          setSuccess(true);
          announce(SAVED_MESSAGE);
        },
        onError: (caught) =>
          fail(caught instanceof ApiError ? messageOr(caught, 'Failed to update teams') : 'An unexpected error occurred while updating teams'),
      },
    );
  };

  return (
    <section data-testid="screen-my-teams">
      <h1>My Teams</h1>
      {choices.isError && <Alert variant="danger">Failed to load team choices. Please try again later.</Alert>}
      {success && (
        <Alert variant="success" role={undefined}>
          {SAVED_MESSAGE}
        </Alert>
      )}
      {error && (
        <Alert variant="danger" role={undefined}>
          {error}
        </Alert>
      )}
      <SectionCard title="Teams I belong to">
        {choices.isPending ? (
          <LoadingStatus>Loading teams...</LoadingStatus>
        ) : (
          <SchemaForm form={form} onSubmit={submit} idPrefix="my-team" aria-label="My teams">
            <ChoiceGroupField
              name="teams"
              type="checkbox"
              legend="Select the teams you belong to:"
              optionsStyle={CHECK_COLUMNS_STYLE}
              options={(choices.data?.choices ?? []).map((team) => ({ value: team, label: team }))}
              renderOption={(option, { isInvalid: _isInvalid, ...choice }) => <LargeCheck key={option.value} label={option.label} {...choice} />}
            />
            <Button type="submit" size="lg" className="mt-3" disabled={save.isPending || choices.isError}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </SchemaForm>
        )}
      </SectionCard>
    </section>
  );
}

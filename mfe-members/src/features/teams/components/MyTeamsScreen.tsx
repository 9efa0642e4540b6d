import { UpdateMemberTeamsRequestSchema } from '@greenroom/contracts';
import { LoadingStatus, messageOr, SaveResultAlerts, SectionCard, useSaveResult, useSession, useTeamChoices } from '@greenroom/sdk';
import { CheckColumnsField, SchemaForm, useSchemaForm } from '@greenroom/sdk/forms';
import { Alert, Button } from 'react-bootstrap';
import { useUpdateMemberTeams } from '../api/update-member-teams';

const SUCCESS_MS = 3000;
const MISSING_USER = 'User information is missing. Please log in again.';
const SAVED_MESSAGE = 'Your teams have been updated successfully!';
const MyTeamsFormSchema = UpdateMemberTeamsRequestSchema.pick({ teams: true });

/** docs/spec-summary.md §2.2.5: the member ticks the teams they belong to, in two columns, and saves. */
export function MyTeamsScreen() {
  const { member } = useSession();
  const choices = useTeamChoices();
  const save = useUpdateMemberTeams();
  const form = useSchemaForm(MyTeamsFormSchema, { defaultValues: { teams: member?.Teams ?? [] } });
  const result = useSaveResult({ successMs: SUCCESS_MS });

  const submit = ({ teams }: { teams: string[] }) => {
    result.clear();
    if (!member?.Email) {
      result.fail(MISSING_USER);
      return;
    }
    save.mutate(
      { email: member.Email, teams },
      {
        onSuccess: () => result.succeed(SAVED_MESSAGE),
        onError: (caught) => result.fail(messageOr(caught, 'Failed to update teams', 'An unexpected error occurred while updating teams')),
      },
    );
  };

  return (
    <section data-testid="screen-my-teams">
      <h1>My Teams</h1>
      {choices.isError && <Alert variant="danger">Failed to load team choices. Please try again later.</Alert>}
      <SectionCard title="Teams I belong to">
        {choices.isPending ? (
          <LoadingStatus>Loading teams...</LoadingStatus>
        ) : (
          <SchemaForm form={form} askBeforeLeaving onSubmit={submit} idPrefix="my-team" aria-label="My teams">
            <CheckColumnsField name="teams" legend="Select the teams you belong to:" choices={choices.data?.choices ?? []} />
            <Button type="submit" size="lg" className="mt-3" disabled={save.isPending || choices.isError}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
            {/* Under the button that saved: above the long list it was off screen on a phone and at 200% zoom. */}
            <SaveResultAlerts result={result} className="mt-3 mb-0" />
          </SchemaForm>
        )}
      </SectionCard>
    </section>
  );
}

import { TeamFormSchema, type Team, type TeamForm as TeamFormValues } from '@greenroom/contracts';
import { AccessRestricted, LoadingStatus, SaveResultAlerts, useSaveResult } from '@greenroom/sdk';
import { SchemaForm, TextAreaField, TextField, useSchemaForm } from '@greenroom/sdk/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { teamsQueryOptions, useTeams } from '../../../common/api/get-teams';
import { useUpdateTeam } from '../api/update-team';

const SUCCESS_MS = 3000;

function formValues(team: Team): TeamFormValues {
  return {
    name: team.name,
    description: team.description === 'No description available' ? '' : team.description,
    coordinatorName: team.coordinatorDetails?.name ?? '',
    coordinatorEmail: team.coordinatorDetails?.email ?? '',
  };
}

function TeamForm({ team }: { team: Team }) {
  const update = useUpdateTeam();
  const client = useQueryClient();
  const result = useSaveResult({ successMs: SUCCESS_MS });
  const form = useSchemaForm(TeamFormSchema, { defaultValues: formValues(team) });

  // Someone else saved the team first: their version replaces what this form holds.
  const reload = async () => {
    const answer = await client.fetchQuery({ ...teamsQueryOptions(), staleTime: 0 });
    const stored = answer.teams.find((candidate) => candidate.id === team.id);
    if (stored) form.reset(formValues(stored));
  };

  const save = async (values: TeamFormValues) => {
    result.clear();
    try {
      // The version the team list answered (read again after each save).
      await update.mutateAsync({ ...values, id: team.id, version: team.version });
      result.succeed('Team saved.');
    } catch (error) {
      result.failSave(error, { failed: 'Failed to save the team. Please try again.' }, () => void reload());
    }
  };

  return (
    <SchemaForm form={form} askBeforeLeaving onSubmit={save} idPrefix="team" aria-label={`Edit team ${team.name}`}>
      <TextField name="name" label="Team Name" required />
      <TextAreaField name="description" label="Description" rows={4} />
      <TextField name="coordinatorName" label="Coordinator Name" />
      <TextField name="coordinatorEmail" label="Coordinator Email" type="email" />
      <SaveResultAlerts result={result} />
      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </SchemaForm>
  );
}

/**
 * docs/spec-summary.md §2.2.4a leaves this a placeholder; here Admin, Leader and Board edit a team's name, description and
 * coordinator, which feed the /join team list and the team filters.
 */
export function EditTeamsScreen() {
  const teams = useTeams();
  const [selectedId, setSelectedId] = useState('');
  const team = teams.data?.find((candidate) => candidate.id === selectedId);
  return (
    <section data-testid="screen-edit-teams">
      <h1>Edit Teams</h1>
      <AccessRestricted permission="Admin,Leader,Board">
        <p className="fs-5">This page is only for Admin, Leader and Board members.</p>
        {teams.isPending ? (
          <LoadingStatus>Loading teams...</LoadingStatus>
        ) : teams.isError ? (
          <Alert variant="danger">Failed to load teams. Please try again later.</Alert>
        ) : (
          <Card>
            <Card.Body>
              <Form.Group controlId="team-select" className="mb-4">
                <Form.Label>Team</Form.Label>
                <Form.Select value={selectedId} onChange={(event) => setSelectedId(event.target.value)}>
                  <option value="">Choose a team</option>
                  {teams.data.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {candidate.name}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
              {team && <TeamForm key={team.id} team={team} />}
            </Card.Body>
          </Card>
        )}
      </AccessRestricted>
    </section>
  );
}

import { TeamUpdateRequestSchema, type Team, type TeamUpdateRequest } from '@greenroom/contracts';
import {
  AccessRestricted,
  LoadingStatus,
  messageOr,
  SaveResultAlerts,
  SchemaForm,
  TextAreaField,
  TextField,
  useSaveResult,
  useSchemaForm,
} from '@greenroom/sdk';
import { useState } from 'react';
import { Alert, Button, Card, Form } from 'react-bootstrap';
import { useTeams } from '../../../common/api/get-teams';
import { useUpdateTeam } from '../api/update-team';

const SUCCESS_MS = 3000;

function TeamForm({ team }: { team: Team }) {
  const update = useUpdateTeam();
  const result = useSaveResult({ successMs: SUCCESS_MS });
  const form = useSchemaForm(TeamUpdateRequestSchema, {
    defaultValues: {
      name: team.name,
      description: team.description === 'No description available' ? '' : team.description,
      coordinatorName: team.coordinatorDetails?.name ?? '',
      coordinatorEmail: team.coordinatorDetails?.email ?? '',
    },
  });

  const save = async (values: TeamUpdateRequest) => {
    result.clear();
    try {
      await update.mutateAsync({ ...values, id: team.id });
      result.succeed('Team saved.');
    } catch (error) {
      result.fail(messageOr(error, 'Failed to save the team. Please try again.'));
    }
  };

  return (
    <SchemaForm form={form} onSubmit={save} idPrefix="team" aria-label={`Edit team ${team.name}`}>
      <SaveResultAlerts result={result} />
      <TextField name="name" label="Team Name" required />
      <TextAreaField name="description" label="Description" rows={4} />
      <TextField name="coordinatorName" label="Coordinator Name" />
      <TextField name="coordinatorEmail" label="Coordinator Email" type="email" />
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

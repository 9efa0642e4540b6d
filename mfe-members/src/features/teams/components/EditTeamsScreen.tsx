import { TeamUpdateRequestSchema, type Team, type TeamUpdateRequest } from '@greenroom/contracts';
import { AccessRestricted, messageOr } from '@greenroom/sdk';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTeams } from '../api/get-teams';
import { useUpdateTeam } from '../api/update-team';

const SUCCESS_MS = 3000;

function TeamForm({ team }: { team: Team }) {
  const update = useUpdateTeam();
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const form = useForm<TeamUpdateRequest>({
    resolver: zodResolver(TeamUpdateRequestSchema),
    defaultValues: {
      name: team.name,
      description: team.description === 'No description available' ? '' : team.description,
      coordinatorName: team.coordinatorDetails?.name ?? '',
      coordinatorEmail: team.coordinatorDetails?.email ?? '',
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (message?.variant !== 'success') return undefined;
    const timer = setTimeout(() => setMessage(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const save = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await update.mutateAsync({ ...values, id: team.id });
      setMessage({ variant: 'success', text: 'Team saved.' });
    } catch (error) {
      setMessage({ variant: 'danger', text: messageOr(error, 'Failed to save the team. Please try again.') });
    }
  });

  return (
    <Form onSubmit={save} noValidate aria-label={`Edit team ${team.name}`}>
      {message && (
        <Alert variant={message.variant} role={message.variant === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      <Form.Group controlId="team-name" className="mb-3">
        <Form.Label>Team Name</Form.Label>
        <Form.Control isInvalid={Boolean(errors.name)} {...form.register('name')} />
        <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="team-description" className="mb-3">
        <Form.Label>Description</Form.Label>
        <Form.Control as="textarea" rows={4} {...form.register('description')} />
      </Form.Group>
      <Form.Group controlId="team-coordinator-name" className="mb-3">
        <Form.Label>Coordinator Name</Form.Label>
        <Form.Control {...form.register('coordinatorName')} />
      </Form.Group>
      <Form.Group controlId="team-coordinator-email" className="mb-3">
        <Form.Label>Coordinator Email</Form.Label>
        <Form.Control type="email" isInvalid={Boolean(errors.coordinatorEmail)} {...form.register('coordinatorEmail')} />
        <Form.Control.Feedback type="invalid">{errors.coordinatorEmail?.message}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </Form>
  );
}

/**
 * Spec 02 §2.4a leaves this a placeholder; here Admin, Leader and Board edit a team's name, description and
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
          <p role="status">
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Loading teams...
          </p>
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

import { ApiError, messageOr, useSession } from '@greenroom/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useTeamChoices } from '../api/get-team-choices';
import { useUpdateMemberTeams } from '../api/update-member-teams';
import styles from './Teams.module.css';

const SUCCESS_MS = 3000;
const MISSING_USER = 'User information is missing. Please log in again.';

/** Spec 02 §2.5: the member ticks the teams they belong to, in two columns, and saves. */
export function MyTeamsScreen() {
  const { member } = useSession();
  const choices = useTeamChoices();
  const save = useUpdateMemberTeams();
  const [selected, setSelected] = useState<string[]>(() => member?.Teams ?? []);
  const [success, setSuccess] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => setSuccess(false), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const toggle = (team: string) => setSelected(selected.includes(team) ? selected.filter((name) => name !== team) : [...selected, team]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(false);
    setError(null);
    if (!member?.Email) {
      setError(MISSING_USER);
      return;
    }
    save.mutate(
      { email: member.Email, teams: selected },
      {
        onSuccess: () => setSuccess(true),
        onError: (caught) => setError(caught instanceof ApiError ? messageOr(caught, 'Failed to update teams') : 'An unexpected error occurred while updating teams'),
      },
    );
  };

  return (
    <section data-testid="screen-my-teams">
      <h1>My Teams</h1>
      {choices.isError && <Alert variant="danger">Failed to load team choices. Please try again later.</Alert>}
      {success && (
        <Alert variant="success" role="status">
          Your teams have been updated successfully!
        </Alert>
      )}
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Card>
        <Card.Header as="h2" className="h4">
          Teams I belong to
        </Card.Header>
        <Card.Body>
          {choices.isPending ? (
            <p role="status">
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              Loading teams...
            </p>
          ) : (
            <Form onSubmit={submit}>
              <fieldset>
                <legend className="fs-5">Select the teams you belong to:</legend>
                <div className={styles.columns}>
                  {(choices.data?.choices ?? []).map((team) => (
                    <Form.Check key={team} id={`my-team-${team}`} className={styles.choice} label={team} checked={selected.includes(team)} onChange={() => toggle(team)} />
                  ))}
                </div>
              </fieldset>
              <Button type="submit" size="lg" className="mt-3" disabled={save.isPending || choices.isError}>
                {save.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </Form>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}

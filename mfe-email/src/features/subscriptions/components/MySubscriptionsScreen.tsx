import { FALLBACK_SUBSCRIPTION_CHOICES } from '@greenroom/contracts';
import { ApiError, messageOr, useSession } from '@greenroom/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useSubscriptionChoices } from '../api/get-subscription-choices';
import { useUserSubscriptions } from '../api/get-user-subscriptions';
import { useUpdateUserSubscriptions } from '../api/update-user-subscriptions';
import styles from './MySubscriptionsScreen.module.css';

const SUCCESS_MS = 3000;

export function MySubscriptionsScreen() {
  const { member } = useSession();
  const memberId = member?.id ?? null;
  const choices = useSubscriptionChoices(member !== null);
  const current = useUserSubscriptions(memberId);
  const save = useUpdateUserSubscriptions(memberId);
  const [selected, setSelected] = useState<string[] | null>(null);
  const [success, setSuccess] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  // The checkboxes start from the stored list once it arrives; later edits are the member's own.
  useEffect(() => {
    if (current.data && selected === null) setSelected(current.data.subscriptions);
  }, [current.data, selected]);

  useEffect(() => {
    if (!success) return undefined;
    const timer = setTimeout(() => setSuccess(false), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  if (!member) {
    return (
      <section data-testid="screen-my-subs">
        <h1>My Email Subscriptions</h1>
        <Alert variant="info">Please log in to manage your email subscriptions.</Alert>
      </section>
    );
  }

  const options = choices.isError ? FALLBACK_SUBSCRIPTION_CHOICES : (choices.data?.choices ?? []);
  const checked = selected ?? [];
  const toggle = (name: string) => setSelected(checked.includes(name) ? checked.filter((item) => item !== name) : [...checked, name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaveError(null);
    setSuccess(false);
    save.mutate(
      options.filter((name) => checked.includes(name)),
      {
        onSuccess: () => setSuccess(true),
        onError: (error) =>
          setSaveError(error instanceof ApiError ? messageOr(error, 'Failed to update subscriptions') : 'An unexpected error occurred while updating your subscriptions'),
      },
    );
  };

  return (
    <section data-testid="screen-my-subs">
      <h1>My Email Subscriptions</h1>
      <p className="fs-5">
        <strong>
          {member.First_Name} {member.Last_Name}
        </strong>
        <br />
        {member.Email}
      </p>
      {choices.isError && <Alert variant="warning">Failed to load subscription choices. Please try again later.</Alert>}
      {current.isError && <Alert variant="danger">Failed to load your current subscriptions. Please try again later.</Alert>}
      <Card>
        <Card.Header as="h2" className="h4">
          Email List Subscriptions
        </Card.Header>
        <Card.Body>
          {choices.isPending || current.isPending ? (
            <div role="status">
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              Loading subscription options...
            </div>
          ) : (
            <Form onSubmit={submit}>
              {current.data?.isNew && <p className="fs-5">You don&apos;t have any subscription preferences set up yet.</p>}
              <fieldset>
                <legend className="fs-5">Select which email lists you&apos;d like to receive:</legend>
                <div className={styles.columns}>
                  {options.map((name) => (
                    <Form.Check key={name} id={`subscription-${name}`} className={styles.choice} type="checkbox" label={name} checked={checked.includes(name)} onChange={() => toggle(name)} />
                  ))}
                </div>
              </fieldset>
              {success && (
                <Alert variant="success" className="mt-3">
                  Your email subscriptions have been updated successfully!
                </Alert>
              )}
              {saveError && (
                <Alert variant="danger" className="mt-3">
                  {saveError}
                </Alert>
              )}
              <Button type="submit" size="lg" className="mt-3" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
            </Form>
          )}
        </Card.Body>
      </Card>
    </section>
  );
}

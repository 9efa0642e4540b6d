import { FALLBACK_SUBSCRIPTION_CHOICES, UpdateUserSubscriptionsRequestSchema } from '@greenroom/contracts';
import {
  ApiError,
  CHECK_COLUMNS_STYLE,
  ChoiceGroupField,
  LargeCheck,
  LoadingStatus,
  messageOr,
  optionsOf,
  SaveResultAlerts,
  SchemaForm,
  SectionCard,
  useSaveResult,
  useSchemaForm,
  useSession,
} from '@greenroom/sdk';
import { useMemo } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useSubscriptionChoices } from '../api/get-subscription-choices';
import { useUserSubscriptions } from '../api/get-user-subscriptions';
import { useUpdateUserSubscriptions } from '../api/update-user-subscriptions';

const SUCCESS_MS = 3000;
const SubscriptionsFormSchema = UpdateUserSubscriptionsRequestSchema.pick({ subscriptions: true });
const SAVED = 'Your email subscriptions have been updated successfully!';

export function MySubscriptionsScreen() {
  const { member } = useSession();
  const memberId = member?.id ?? null;
  const choices = useSubscriptionChoices(member !== null);
  const current = useUserSubscriptions(memberId);
  const save = useUpdateUserSubscriptions(memberId);
  const stored = useMemo(() => ({ subscriptions: current.data?.subscriptions ?? [] }), [current.data]);
  // The boxes start from the stored list once it arrives; later edits are the member's own.
  const form = useSchemaForm(SubscriptionsFormSchema, { values: stored, resetOptions: { keepDirtyValues: true } });
  const result = useSaveResult({ successMs: SUCCESS_MS });

  if (!member) {
    return (
      <section data-testid="screen-my-subs">
        <h1>My Email Subscriptions</h1>
        <Alert variant="info">Please log in to manage your email subscriptions.</Alert>
      </section>
    );
  }

  const options = choices.isError ? FALLBACK_SUBSCRIPTION_CHOICES : (choices.data?.choices ?? []);

  const submit = ({ subscriptions }: { subscriptions: string[] }) => {
    result.clear();
    save.mutate(
      options.filter((name) => subscriptions.includes(name)),
      {
        onSuccess: () => result.succeed(SAVED),
        onError: (error) =>
          result.fail(
            error instanceof ApiError
              ? messageOr(error, 'Failed to update subscriptions')
              : 'An unexpected error occurred while updating your subscriptions',
          ),
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
      <SectionCard title="Email List Subscriptions">
        {choices.isPending || current.isPending ? (
          <LoadingStatus>Loading subscription options...</LoadingStatus>
        ) : (
          <SchemaForm form={form} onSubmit={submit} idPrefix="subscriptions">
            {current.data?.isNew && <p className="fs-5">You don&apos;t have any subscription preferences set up yet.</p>}
            <ChoiceGroupField
              name="subscriptions"
              type="checkbox"
              legend="Select which email lists you'd like to receive:"
              className="mb-0"
              optionsStyle={CHECK_COLUMNS_STYLE}
              options={optionsOf(options)}
              renderOption={(option, choice) => <LargeCheck {...choice} id={`subscription-${option.value}`} label={option.label} />}
            />
            <SaveResultAlerts result={result} className="mt-3" />
            <Button type="submit" size="lg" className="mt-3" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </SchemaForm>
        )}
      </SectionCard>
    </section>
  );
}

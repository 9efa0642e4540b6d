import { UpdateUserSubscriptionsRequestSchema } from '@greenroom/contracts';
import { messageOr, SaveResultAlerts, useSaveResult } from '@greenroom/sdk';
import { CheckColumnsField, SchemaForm, useSchemaForm } from '@greenroom/sdk/forms';
import { useMemo } from 'react';
import { Button } from 'react-bootstrap';
import { useUpdateUserSubscriptions } from '../api/update-user-subscriptions';

const SUCCESS_MS = 3000;
const SubscriptionsFormSchema = UpdateUserSubscriptionsRequestSchema.pick({ subscriptions: true });
const SAVED = 'Your email subscriptions have been updated successfully!';

interface SubscriptionsFormProps {
  memberId: string;
  /** The lists offered, in the order they are shown and saved. */
  choices: readonly string[];
  subscribed: readonly string[];
  isNew: boolean;
}

/** The member's e-mail lists as check boxes, saved together. */
export function SubscriptionsForm({ memberId, choices, subscribed, isNew }: SubscriptionsFormProps) {
  const save = useUpdateUserSubscriptions(memberId);
  const stored = useMemo(() => ({ subscriptions: [...subscribed] }), [subscribed]);
  // The boxes start from the stored list once it arrives; later edits are the member's own.
  const form = useSchemaForm(SubscriptionsFormSchema, { values: stored, resetOptions: { keepDirtyValues: true } });
  const result = useSaveResult({ successMs: SUCCESS_MS });

  const submit = ({ subscriptions }: { subscriptions: string[] }) => {
    result.clear();
    save.mutate(
      choices.filter((name) => subscriptions.includes(name)),
      {
        onSuccess: () => result.succeed(SAVED),
        onError: (error) =>
          result.fail(messageOr(error, 'Failed to update subscriptions', 'An unexpected error occurred while updating your subscriptions')),
      },
    );
  };

  return (
    <SchemaForm form={form} askBeforeLeaving onSubmit={submit} idPrefix="subscriptions">
      {isNew && <p className="fs-5">You don&apos;t have any subscription preferences set up yet.</p>}
      <CheckColumnsField name="subscriptions" legend="Select which email lists you'd like to receive:" className="mb-0" choices={choices} />
      <SaveResultAlerts result={result} className="mt-3" />
      <Button type="submit" size="lg" className="mt-3" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </SchemaForm>
  );
}

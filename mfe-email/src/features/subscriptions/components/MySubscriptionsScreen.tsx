import { FALLBACK_SUBSCRIPTION_CHOICES } from '@greenroom/contracts';
import { BreakableText, LoadingStatus, SectionCard, useSession } from '@greenroom/sdk';
import { Alert } from 'react-bootstrap';
import { useSubscriptionChoices } from '../api/get-subscription-choices';
import { useUserSubscriptions } from '../api/get-user-subscriptions';
import { SubscriptionsForm } from './SubscriptionsForm';

const NONE: readonly string[] = [];

export function MySubscriptionsScreen() {
  const { member } = useSession();
  const memberId = member?.id ?? null;
  const choices = useSubscriptionChoices(member !== null);
  const current = useUserSubscriptions(memberId);

  if (!member) {
    return (
      <section data-testid="screen-my-subs">
        <h1>My Email Subscriptions</h1>
        <Alert variant="info">Please log in to manage your email subscriptions.</Alert>
      </section>
    );
  }

  return (
    <section data-testid="screen-my-subs">
      <h1>My Email Subscriptions</h1>
      <p className="fs-5">
        <strong>
          {member.First_Name} {member.Last_Name}
        </strong>
        <br />
        <BreakableText text={member.Email} />
      </p>
      {choices.isError && <Alert variant="warning">Failed to load subscription choices. Please try again later.</Alert>}
      {current.isError && <Alert variant="danger">Failed to load your current subscriptions. Please try again later.</Alert>}
      <SectionCard title="Email List Subscriptions">
        {choices.isPending || current.isPending ? (
          <LoadingStatus>Loading subscription options...</LoadingStatus>
        ) : (
          <SubscriptionsForm
            memberId={member.id}
            choices={choices.isError ? FALLBACK_SUBSCRIPTION_CHOICES : (choices.data?.choices ?? NONE)}
            subscribed={current.data?.subscriptions ?? NONE}
            isNew={current.data?.isNew ?? false}
          />
        )}
      </SectionCard>
    </section>
  );
}

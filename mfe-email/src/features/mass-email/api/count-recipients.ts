import { type RecipientCriteria, CountRecipientsResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const countRecipients = (criteria: RecipientCriteria) =>
  apiFetch('/api/email/count-recipients-v2', CountRecipientsResponseSchema, { method: 'POST', body: criteria });

export function useRecipientCount(criteria: RecipientCriteria) {
  return useQuery({
    queryKey: ['email', 'recipient-count', criteria],
    queryFn: () => countRecipients(criteria),
    enabled: criteria.groups.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

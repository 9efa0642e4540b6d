import { type RecipientCriteria, countRecipientsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const countRecipients = (criteria: RecipientCriteria) => apiFetch(countRecipientsRoute, { body: criteria });

export function useRecipientCount(criteria: RecipientCriteria) {
  return useQuery({
    queryKey: ['email', 'recipient-count', criteria],
    queryFn: () => countRecipients(criteria),
    enabled: criteria.groups.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

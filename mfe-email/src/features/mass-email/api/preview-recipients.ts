import { type RecipientCriteria, previewRecipientsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const previewRecipients = (criteria: RecipientCriteria) => apiFetch(previewRecipientsRoute, { body: criteria });

export function usePreviewRecipients() {
  return useMutation({ mutationFn: previewRecipients });
}

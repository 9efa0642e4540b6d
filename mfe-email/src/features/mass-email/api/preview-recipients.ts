import { type RecipientCriteria, PreviewRecipientsResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const previewRecipients = (criteria: RecipientCriteria) =>
  apiFetch('/api/email/preview-recipients', PreviewRecipientsResponseSchema, { method: 'POST', body: criteria });

export function usePreviewRecipients() {
  return useMutation({ mutationFn: previewRecipients });
}

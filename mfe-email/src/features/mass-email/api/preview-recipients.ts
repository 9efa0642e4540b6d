import type { PreviewRecipientsResponse, RecipientCriteria } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const previewRecipients = (criteria: RecipientCriteria) => apiFetch<PreviewRecipientsResponse>('/api/email/preview-recipients', { method: 'POST', body: criteria });

export function usePreviewRecipients() {
  return useMutation({ mutationFn: previewRecipients });
}

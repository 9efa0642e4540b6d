import type { SendTestEmailRequest, SendTestResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const sendTestEmail = (request: SendTestEmailRequest) => apiFetch<SendTestResponse>('/api/email/send-test', { method: 'POST', body: request });

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}

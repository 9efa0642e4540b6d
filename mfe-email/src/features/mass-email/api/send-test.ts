import { type SendTestEmailRequest, SendTestResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const sendTestEmail = (request: SendTestEmailRequest) =>
  apiFetch('/api/email/send-test', SendTestResponseSchema, { method: 'POST', body: request });

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}

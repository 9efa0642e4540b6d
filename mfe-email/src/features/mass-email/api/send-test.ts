import { type SendTestEmailRequest, sendTestEmailRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const sendTestEmail = (request: SendTestEmailRequest) => apiFetch(sendTestEmailRoute, { body: request });

export function useSendTestEmail() {
  return useMutation({ mutationFn: sendTestEmail });
}

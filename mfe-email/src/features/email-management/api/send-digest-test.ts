import type { EmailMessageResponse, SendDigestTestRequest } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const sendDigestTest = (request: SendDigestTestRequest) => apiFetch<EmailMessageResponse>('/api/send-test-email', { method: 'POST', body: request });

export function useSendDigestTest() {
  return useMutation({ mutationFn: sendDigestTest });
}

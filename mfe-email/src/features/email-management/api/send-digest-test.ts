import { type SendDigestTestRequest, EmailMessageResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const sendDigestTest = (request: SendDigestTestRequest) =>
  apiFetch('/api/send-test-email', EmailMessageResponseSchema, { method: 'POST', body: request });

export function useSendDigestTest() {
  return useMutation({ mutationFn: sendDigestTest });
}

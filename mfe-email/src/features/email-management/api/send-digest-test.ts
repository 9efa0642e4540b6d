import { type SendDigestTestRequest, sendDigestTestRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

export const sendDigestTest = (request: SendDigestTestRequest) => apiFetch(sendDigestTestRoute, { body: request });

export function useSendDigestTest() {
  return useMutation({ mutationFn: sendDigestTest });
}

import { type SendMassEmailRequest, SendMassEmailResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const sendMassEmail = (request: SendMassEmailRequest) =>
  apiFetch('/api/email/send-mass', SendMassEmailResponseSchema, { method: 'POST', body: request });

export function useSendMassEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMassEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email', 'campaigns'] }) });
}

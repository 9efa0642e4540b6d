import type { SendMassEmailRequest, SendMassEmailResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const sendMassEmail = (request: SendMassEmailRequest) => apiFetch<SendMassEmailResponse>('/api/email/send-mass', { method: 'POST', body: request });

export function useSendMassEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMassEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email', 'campaigns'] }) });
}

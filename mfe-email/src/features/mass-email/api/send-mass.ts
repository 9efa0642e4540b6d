import { type SendMassEmailRequest, sendMassEmailRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export const sendMassEmail = (request: SendMassEmailRequest) => apiFetch(sendMassEmailRoute, { body: request });

export function useSendMassEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMassEmail, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email', 'campaigns'] }) });
}

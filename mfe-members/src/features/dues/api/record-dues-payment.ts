import { type DuesPaymentRequest, recordDuesPaymentRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duesListKey } from './get-dues-list';

export const recordDuesPayment = (request: DuesPaymentRequest) => apiFetch(recordDuesPaymentRoute, { body: request });

/** Admins only: the payment is recorded on the theater's today; the Dues list reloads. */
export function useRecordDuesPayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: recordDuesPayment, onSuccess: () => client.invalidateQueries({ queryKey: duesListKey }) });
}

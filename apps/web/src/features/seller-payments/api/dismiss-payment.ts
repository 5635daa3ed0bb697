import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { sellerKeys } from '../../../api/query-keys.ts';

/**
 * `POST /payments/unmatched/{id}/not-mine` (issue 27, D98; seller): the payment is not the kitchen's and
 * leaves the list. Throws ApiError with the server's sentence: 409 when it was matched meanwhile.
 */
export async function dismissPayment(paymentId: string): Promise<void> {
  await callApi('POST /payments/unmatched/:id/not-mine', { params: { id: paymentId }, body: {} });
}

/** Marks a payment as not the kitchen's; a refusal is the page's to show (no toast); settled either way, the list is read again. */
export function useDismissPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissPayment,
    onError: () => undefined,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.paymentsToMatch() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';
import { kitchenDayKeys, sellerKeys } from '../../../api/query-keys.ts';
import { putOrderInSellerLists } from '../../../api/seller-order-cache.ts';

export type MatchPaymentInput = { paymentId: string; orderId: string };

/**
 * `POST /payments/unmatched/{id}/match` {order_id} (issue 27, D98; seller): the payment paid this order; the
 * order's money is recorded as collected by UPI. Returns the order as it now is. Throws ApiError with the
 * server's sentence: 409 when the payment was matched or dismissed meanwhile, or the order is cancelled or
 * paid from a household account; 404 when either is gone.
 */
export async function matchPayment({ paymentId, orderId }: MatchPaymentInput): Promise<Order> {
  const answer = await callApi('POST /payments/unmatched/:id/match', {
    params: { id: paymentId },
    body: { order_id: orderId },
  });
  return answer.data.order;
}

/**
 * Assigns a payment to its order; a refusal is the page's to show (no toast). Settled either way, the list is read again: after a 409 it shows what
 * the server now holds. On success the order takes its paid state in the seller's lists, and the day's
 * delivery run, the figures and the Income page refetch, as the seller's own 'UPI received' does.
 */
export function useMatchPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: matchPayment,
    // The page says a refusal itself, beside the list it reads again: no toast on top of it.
    onError: () => undefined,
    onSuccess: (order) => {
      putOrderInSellerLists(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: kitchenDayKeys.all });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.income() });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.paymentsToMatch() }),
  });
}

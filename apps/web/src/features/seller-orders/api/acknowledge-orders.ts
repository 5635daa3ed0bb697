import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import { callApi } from '../../../api/client.ts';
import { putOrderInSellerLists } from '../../../api/seller-order-cache.ts';
import { toastError } from '../../../lib/toast.ts';

/**
 * `POST /order/{id}/acknowledge` (issue 'The kitchen's day'): this seller device has seen the order, which
 * stops the new-order alarm on every seller device. Idempotent on the server; answers the order.
 */
export async function acknowledgeOrder(orderId: string): Promise<Order> {
  const answer = await callApi('POST /order/:id/acknowledge', { params: { id: orderId }, body: {} });
  return answer.data.order;
}

/**
 * Acknowledges the given orders (the overlay's 'Acknowledge': every waiting one; opening a card: that
 * one) and puts each answer into the seller's lists at once, so this device's alarm stops without
 * waiting for its own live event. Counts do not change, so nothing is refetched. A failure toasts the
 * server's sentence; the alarm then keeps ringing, which is the safe side.
 */
export function useAcknowledgeOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderIds: readonly string[]) => Promise.all(orderIds.map(acknowledgeOrder)),
    onSuccess: (orders) => orders.forEach((order) => putOrderInSellerLists(queryClient, order)),
    onError: (error) => toastError(error),
  });
}

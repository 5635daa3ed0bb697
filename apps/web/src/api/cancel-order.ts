import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import { callApi } from './client.ts';
import { ordersKeys } from './query-keys.ts';
import { m } from '@rasoi/domain/i18n/messages';
import { toast, toastError } from '../lib/toast.ts';

export type CancelOrderInput = { orderId: string; reason: string };

/**
 * `POST /order/{id}/cancel` {reason} (issue 15, D54): the customer their own order within the kitchen's
 * rule, the seller any undelivered one. Returns the cancelled order; the server's refusal (409: too late,
 * already moved on) is the error's message.
 */
export async function cancelOrder({ orderId, reason }: CancelOrderInput): Promise<Order> {
  const answer = await callApi('POST /order/:id/cancel', { params: { id: orderId }, body: { reason } });
  return answer.data.order;
}

/**
 * The customer's cancel: the order's page shows it cancelled at once; My Orders and the home strip
 * refetch. Toasts 'Order cancelled', or the server's refusal.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order._id), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.mine() });
      void toast.success(m.cancelOrderDone());
    },
    onError: toastError,
  });
}

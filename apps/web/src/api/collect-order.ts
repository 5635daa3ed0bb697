import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import type { CollectionMethod } from '@rasoi/domain/constants';
import { callApi } from './client.ts';
import { kitchenDayKeys, sellerKeys } from './query-keys.ts';
import { putOrderInSellerLists } from './seller-order-cache.ts';

export type CollectOrderInput = { orderId: string; method: CollectionMethod };

/**
 * `POST /order/{id}/collect` {method} (seller; issue 15, D53): how the money was collected at the door.
 * Returns the order; a refusal (a cancelled order) throws its sentence.
 */
export async function collectOrder({ orderId, method }: CollectOrderInput): Promise<Order> {
  const answer = await callApi('POST /order/:id/collect', { params: { id: orderId }, body: { method } });
  return answer.data.order;
}

/**
 * The 'Cash collected' / 'UPI received' buttons: the order takes its new state in the seller's lists at
 * once, then the delivery run, the dashboard's figures and the Income page refetch.
 */
export function useCollectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectOrder,
    onSuccess: (order) => {
      putOrderInSellerLists(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: kitchenDayKeys.all });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.income() });
      // Money collected closes the order's UPI request: it no longer awaits a payment (D98).
      void queryClient.invalidateQueries({ queryKey: sellerKeys.paymentsToMatch() });
    },
  });
}

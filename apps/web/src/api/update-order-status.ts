import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import type { OrderStatus } from '@rasoi/domain/constants';
import { callApi } from './client.ts';
import { sellerKeys } from './query-keys.ts';
import { putOrderInSellerLists } from './seller-order-cache.ts';

export type UpdateOrderStatusInput = { orderId: string; status: OrderStatus };

/** `PATCH /order/{id}` {status} (spec 7, docs/decisions/p09): only Preparing -> Out For Delivery -> Delivered. */
export async function updateOrderStatus({ orderId, status }: UpdateOrderStatusInput): Promise<Order> {
  const answer = await callApi('PATCH /order/:id', { params: { id: orderId }, body: { status } });
  return answer.data.order;
}

/**
 * 'Mark as ready' / 'Mark as delivered': moves the order from its status's list to the next one's at
 * once, then refreshes the lists (and their counts) and the dashboard.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      putOrderInSellerLists(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: sellerKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import type { OrderStatus } from '@rasoi/domain/constants';
import { callApi } from '../../../api/client.ts';
import { kitchenDayKeys, sellerKeys } from '../../../api/query-keys.ts';
import { putOrderInSellerLists } from '../../../api/seller-order-cache.ts';

export type MoveRunOrderInput = { orderId: string; status: OrderStatus };

/**
 * `PATCH /order/{id}` {status} from the delivery run (issue 14; docs/decisions.md P9: Preparing ->
 * Out For Delivery -> Delivered, one step). Returns the moved order; a refused move throws its sentence.
 */
export async function moveRunOrder({ orderId, status }: MoveRunOrderInput): Promise<Order> {
  const answer = await callApi('PATCH /order/:id', { params: { id: orderId }, body: { status } });
  return answer.data.order;
}

/**
 * The delivery run's move button: the order takes its new status in the seller's order lists at once,
 * then the run and the prep sheet (every kitchen-day view), the lists and the dashboard refetch.
 */
export function useMoveRunOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveRunOrder,
    onSuccess: (order) => {
      putOrderInSellerLists(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: kitchenDayKeys.all });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
    },
  });
}

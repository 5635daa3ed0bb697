import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import type { RateOrderBody } from '@rasoi/domain/ratings';
import { callApi } from '../../../api/client.ts';
import { mealsKeys, ordersKeys } from '../../../api/query-keys.ts';

/** `POST /order/{id}/rating` (issue 15, D56): answers the order with its rating. */
export async function rateOrder(orderId: string, body: RateOrderBody): Promise<Order> {
  const answer = await callApi('POST /order/:id/rating', { params: { id: orderId }, body });
  return answer.data.order;
}

/**
 * Rates one order. The order shows its rating at once; My Orders and the menu (whose thalis' averages
 * just changed) are fetched again. A refusal gets the app's mutation error toast with the server's sentence.
 */
export function useRateOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateOrderBody) => rateOrder(orderId, body),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order._id), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: mealsKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import { callApi } from './client.ts';
import { ordersKeys } from './query-keys.ts';

/**
 * `POST /order/{id}/paid` (issue 15, D53): the customer's 'I have paid' on their UPI order. Returns the
 * order with `paid_claimed_at` set; a refusal throws its sentence.
 */
export async function claimOrderPaid(orderId: string): Promise<Order> {
  const answer = await callApi('POST /order/:id/paid', { params: { id: orderId }, body: {} });
  return answer.data.order;
}

/** The 'I have paid' button: the order's page takes the answer at once, the order list refetches. */
export function useClaimOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimOrderPaid,
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order._id), order);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.mine() });
    },
  });
}

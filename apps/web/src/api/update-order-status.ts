import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import type { OrderStatus } from '@rasoi/domain/constants';
import { sellerKeys } from './query-keys.ts';
import { putOrderInSellerLists } from './seller-order-cache.ts';
import { sendOrQueue } from './kitchen-changes.ts';
import { m } from '@rasoi/domain/i18n/messages';
import { toast } from '../lib/toast.ts';

export type UpdateOrderStatusInput = { orderId: string; status: OrderStatus };

/**
 * `PATCH /order/{id}` {status} (spec 7, docs/decisions/p09): only Preparing -> Out For Delivery -> Delivered.
 * Sent at once, or queued in the kitchen's outbox when offline or behind waiting changes (D115): answers
 * the order, or 'queued'.
 */
export async function updateOrderStatus({ orderId, status }: UpdateOrderStatusInput): Promise<Order | 'queued'> {
  return (await sendOrQueue({ kind: 'status', orderId, status })) as Order | 'queued';
}

/**
 * 'Mark as ready' / 'Mark as delivered': moves the order from its status's list to the next one's at
 * once, then refreshes the lists (and their counts) and the dashboard. Offline (or with changes still
 * waiting) the move joins the kitchen's outbox and is sent when the network returns (D115): the order
 * moves tabs at once and a toast says it waits.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    // 'always': the outbox decides what waits for the network, not TanStack's pause.
    networkMode: 'always',
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      if (order === 'queued') return void toast.success(m.changeQueued());
      putOrderInSellerLists(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: sellerKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@rasoi/domain/api';
import type { CollectionMethod } from '@rasoi/domain/constants';
import { kitchenDayKeys, sellerKeys } from './query-keys.ts';
import { putOrderInSellerLists } from './seller-order-cache.ts';
import { sendOrQueue } from './kitchen-changes.ts';
import { m } from '@rasoi/domain/i18n/messages';
import { toast } from '../lib/toast.ts';

export type CollectOrderInput = { orderId: string; method: CollectionMethod };

/**
 * `POST /order/{id}/collect` {method} (seller; issue 15, D53): how the money was collected at the door.
 * Sent at once, or queued in the kitchen's outbox when offline or behind waiting changes (D115): answers
 * the order, or 'queued'; a refusal sent at once (a cancelled order) throws its sentence.
 */
export async function collectOrder({ orderId, method }: CollectOrderInput): Promise<Order | 'queued'> {
  return (await sendOrQueue({ kind: 'collect', orderId, method })) as Order | 'queued';
}

/**
 * The 'Cash collected' / 'UPI received' buttons: the order takes its new state in the seller's lists at
 * once, then the delivery run, the dashboard's figures and the Income page refetch. Offline (or with
 * changes still waiting) the mark joins the kitchen's outbox (D115); the buttons show it as chosen.
 */
export function useCollectOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // 'always': the outbox decides what waits for the network, not TanStack's pause.
    networkMode: 'always',
    mutationFn: collectOrder,
    onSuccess: (order) => {
      if (order === 'queued') return void toast.success(m.changeQueued());
      putOrderInSellerLists(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: kitchenDayKeys.all });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.income() });
      // Money collected closes the order's UPI request: it no longer awaits a payment (D98).
      void queryClient.invalidateQueries({ queryKey: sellerKeys.paymentsToMatch() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kitchenDayKeys, sellerKeys } from '../../../api/query-keys.ts';
import { putOrderInSellerLists } from '../../../api/seller-order-cache.ts';
import { updateOrderStatus } from '../../../api/update-order-status.ts';
import { m } from '@rasoi/domain/i18n/messages';
import { toast } from '../../../lib/toast.ts';

/**
 * The delivery run's move button, `PATCH /order/{id}` {status} through the route's one fetcher (D83;
 * issue 14, docs/decisions/p09: Preparing -> Out For Delivery -> Delivered, one step): the order takes
 * its new status in the seller's order lists at once, then the run and the prep sheet (every kitchen-day
 * view), the lists and the dashboard refetch. A refused move throws its sentence. Offline the move
 * waits in the kitchen's outbox (D115) and the button says so.
 */
export function useMoveRunOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // 'always': the kitchen's outbox decides what waits for the network (D115).
    networkMode: 'always',
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      if (order === 'queued') return void toast.success(m.changeQueued());
      putOrderInSellerLists(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: kitchenDayKeys.all });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kitchenDayKeys, sellerKeys } from '../../../api/query-keys.ts';
import { putOrderInSellerLists } from '../../../api/seller-order-cache.ts';
import { updateOrderStatus } from '../../../api/update-order-status.ts';

/**
 * The delivery run's move button, `PATCH /order/{id}` {status} through the route's one fetcher (D83;
 * issue 14, docs/decisions/p09: Preparing -> Out For Delivery -> Delivered, one step): the order takes
 * its new status in the seller's order lists at once, then the run and the prep sheet (every kitchen-day
 * view), the lists and the dashboard refetch. A refused move throws its sentence.
 */
export function useMoveRunOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      putOrderInSellerLists(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: kitchenDayKeys.all });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
    },
  });
}

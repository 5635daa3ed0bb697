import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerKeys } from '../../../api/query-keys.ts';
import { putOrderInSellerLists } from '../../../api/seller-order-cache.ts';
import { m } from '@rasoi/domain/i18n/messages';
import { toast, toastError } from '../../../lib/toast.ts';
import { cancelOrder } from '../../../api/cancel-order.ts';

/**
 * The seller's 'Cancel order' (issue 15, D54): POST /order/{id}/cancel with the reason; the order moves
 * to the Cancelled list at once, then the lists (and their counts) and the dashboard refresh; toasts
 * 'Order cancelled', or the server's refusal.
 */
export function useCancelSellerOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      putOrderInSellerLists(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: sellerKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.stats() });
      void toast.success(m.cancelOrderDone());
    },
    onError: toastError,
  });
}
